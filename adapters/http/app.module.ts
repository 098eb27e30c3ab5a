import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config';
import { CoreModule } from '../core.module';
import { CarriersModule } from './carriers/carriers.module';
import { CheckModule } from './check/check.module';
import { HealthModule } from './health/health.module';
import { PolicyModule } from './policy/policy.module';

@Module({})
export class AppModule {
  static forRoot(overrides: Partial<AppConfig> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(overrides), CheckModule, CarriersModule, HealthModule, PolicyModule],
    };
  }
}
