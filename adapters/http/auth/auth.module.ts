import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { AdminSessionStrategy } from './admin-session.strategy';
import { ApiKeyStrategy } from './api-key.strategy';
import { AuthenticationGuard } from './authentication.guard';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { connectRedis } from '../../redis-connection';
import { FixedWindowStorage } from './fixed-window-storage';
import { ResilientStorage } from './resilient-storage';
import { RateLimitGuard } from './rate-limit.guard';
import { rateLimitOptions } from './rate-limits';

/** Authentication then rate limiting, in that order, on every route. */
@Module({
  imports: [
    PassportModule,
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const local = new FixedWindowStorage();
        const storage = config.redisUrl ? new ResilientStorage(new ThrottlerStorageRedisService(connectRedis(config.redisUrl)), local) : local;
        return rateLimitOptions(config, storage);
      },
    }),
  ],
  providers: [
    ApiKeyStrategy,
    AdminSessionStrategy,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class AuthModule {}
