import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AnalyticsController } from './analytics.controller';
import { UsageInterceptor } from './usage.interceptor';

@Module({
  controllers: [AnalyticsController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: UsageInterceptor }],
})
export class AnalyticsModule {}
