import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config';
import { CoreModule } from '../core.module';
import { JobsModule } from '../jobs/jobs.module';
import { BulkModule } from './bulk/bulk.module';
import { AdminModule } from './admin/admin.module';
import { AdminBlacklistModule } from './admin-blacklist/blacklist.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CarriersModule } from './carriers/carriers.module';
import { CheckModule } from './check/check.module';
import { CoverageModule } from './coverage/coverage.module';
import { GeoModule } from './geo/geo.module';
import { HealthModule } from './health/health.module';
import { KeysModule } from './keys/keys.module';
import { MessagingModule } from './messaging/messaging.module';
import { McpHttpModule } from './mcp/mcp.module';
import { PolicyModule } from './policy/policy.module';
import { SiteModule } from './site/site.module';
import { V1Module } from './v1/v1.module';
import { DevicesModule } from './devices/devices.module';
import { VoiceModule } from './voice/voice.module';

@Module({})
export class AppModule {
  static forRoot(overrides: Partial<AppConfig> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(overrides), AuthModule, KeysModule, V1Module, CheckModule, CarriersModule, HealthModule, PolicyModule, VoiceModule, McpHttpModule, AdminModule, MessagingModule, AnalyticsModule, JobsModule, CoverageModule, GeoModule, AdminBlacklistModule, SiteModule, BulkModule, DevicesModule],
    };
  }
}
