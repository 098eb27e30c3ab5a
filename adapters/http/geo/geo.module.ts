import { Module } from '@nestjs/common';
import { GeoController, PlaceSuggestionsController } from './geo.controller';

@Module({ controllers: [GeoController, PlaceSuggestionsController] })
export class GeoModule {}
