import { Module } from '@nestjs/common';
import { CheckController } from './check.controller';
import { RegistryWarmup } from './registry-warmup';

@Module({ controllers: [CheckController], providers: [RegistryWarmup] })
export class CheckModule {}
