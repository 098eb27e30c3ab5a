import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest as Request } from 'fastify';
import { keyRequestProblems, TIERS } from '../../../core';
import type { AppConfig } from '../../config';
import { apiKeyOf, principalOf } from './principal';
import { signInThrottlers } from './sign-in-limits';

export const HOUR_MS = 3_600_000;

const KEY_MINTING = 'bandwise:key-minting';
/** Marks the endpoint that creates API keys: limited per client address to `keysPerHour`. */
export const KeyMinting = () => SetMetadata(KEY_MINTING, true);
/**
 * A request to the key endpoint that could create a key. One that cannot (no e-mail, a typo in it)
 * is answered 400 and counts as an ordinary request, not against the client's allowance of new keys.
 */
export const isKeyMinting = (context: ExecutionContext): boolean =>
  Reflect.getMetadata(KEY_MINTING, context.getHandler()) === true && keyRequestProblems(context.switchToHttp().getRequest<Request>().body ?? {}).length === 0;

const UNMETERED = 'bandwise:unmetered';
/** Marks an endpoint no allowance counts: the health probe, which balancers call from one address. */
export const Unmetered = () => SetMetadata(UNMETERED, true);
const isUnmetered = (context: ExecutionContext): boolean => Reflect.getMetadata(UNMETERED, context.getHandler()) === true;

/**
 * A caller's counter: one per caller across all routes (counting each route apart would multiply
 * an hourly allowance by the number of endpoints); key minting has its own.
 */
export const counterKey = (throttlerName: string, tracker: string, minting = false): string => `${throttlerName}:${minting ? 'mint' : 'all'}:${tracker}`;

/** One hourly window: the key's tier limit, or the per-address limit for callers without a key. */
export function rateLimitOptions(config: AppConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  return {
    storage,
    throttlers: [
      {
        name: 'default',
        ttl: HOUR_MS,
        skipIf: isUnmetered,
        limit: (context: ExecutionContext) => {
          if (isKeyMinting(context)) return config.keysPerHour;
          if (principalOf(context.switchToHttp().getRequest<Request>())?.kind === 'admin') return config.adminRequestsPerHour;
          const key = apiKeyOf(context.switchToHttp().getRequest<Request>());
          if (!key) return config.anonRequestsPerHour;
          return TIERS[key.tier].requestsPerHour ?? Number.MAX_SAFE_INTEGER;
        },
      },
      ...signInThrottlers(config),
    ],
  };
}
