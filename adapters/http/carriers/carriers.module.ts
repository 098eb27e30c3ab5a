import { Module } from '@nestjs/common';
import { CarriersController } from './carriers.controller';

@Module({ controllers: [CarriersController] })
export class CarriersModule {}
