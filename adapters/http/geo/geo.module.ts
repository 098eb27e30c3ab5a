import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller';
import { PlaceSuggestionsController } from './place-suggestions.controller';

@Module({ controllers: [GeoController, PlaceSuggestionsController] })
export class GeoModule {}
