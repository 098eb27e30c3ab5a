import { SetMetadata, type ExecutionContext, type Type } from '@nestjs/common';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest as Request } from 'fastify';
import { TIERS } from '../../../core';
import type { AppConfig } from '../../config';
import { routeMetadata } from '../common/route-metadata';
import { validationPipe } from '../common/validation';
import { addressTracker } from './client-address';
import { apiKeyOf, principalOf } from './principal';
import { signInThrottlers } from './sign-in-limits';

export const HOUR_MS = 3_600_000;

const KEY_MINTING = 'bandwise:key-minting';
/**
 * Marks the endpoint that creates API keys: limited per client address to `keysPerHour`. `body`
 * is the DTO its body is validated against; only a body that passes it can create a key.
 */
export const KeyMinting = (body: Type<object>) => SetMetadata(KEY_MINTING, body);

const MINTING = new WeakMap<object, boolean>();
const keyMintingBody = routeMetadata<Type<object>>(KEY_MINTING);

/**
 * Decides, once per request and before it is counted, whether it could create a key: its body
 * passes the very validation the route's pipe applies (unknown fields, types, lengths). One that
 * cannot (no e-mail, a typo, a field the endpoint does not take) is answered 400 and counts as an
 * ordinary request, not against the client's allowance of new keys.
 */
export async function judgeKeyMinting(context: ExecutionContext): Promise<void> {
  const body = keyMintingBody(context);
  if (!body) return;
  const req = context.switchToHttp().getRequest<Request>();
  const passes = await validationPipe.transform(req.body ?? {}, { type: 'body', metatype: body, data: '' }).then(() => true, () => false);
  MINTING.set(req, passes);
}

/** Whether this request counts against key minting (as judgeKeyMinting found). */
export const isKeyMinting = (context: ExecutionContext): boolean => MINTING.get(context.switchToHttp().getRequest<Request>()) === true;

const UNMETERED = 'bandwise:unmetered';
/** Marks an endpoint no allowance counts: the health probe, which balancers call from one address. */
export const Unmetered = () => SetMetadata(UNMETERED, true);
const unmetered = routeMetadata<boolean>(UNMETERED);
const isUnmetered = (context: ExecutionContext): boolean => unmetered(context) === true;

/**
 * A caller's counter: one per caller across all routes (counting each route apart would multiply
 * an hourly allowance by the number of endpoints); key minting has its own.
 */
export const counterKey = (throttlerName: string, tracker: string, minting = false): string => `${throttlerName}:${minting ? 'mint' : 'all'}:${tracker}`;

/** Who an ordinary request (not key minting) counts against: the admin, the API key, or the client address. */
export function ordinaryTracker(req: Request): string {
  const principal = principalOf(req);
  if (principal?.kind === 'admin') return `admin:${principal.email}`;
  const key = apiKeyOf(req);
  return key ? `key:${key.id}` : addressTracker(req as unknown as Record<string, unknown>);
}

/** An ordinary request's hourly limit; Number.MAX_SAFE_INTEGER for an unlimited key (not counted at all). */
export function ordinaryLimit(req: Request, config: AppConfig): number {
  if (principalOf(req)?.kind === 'admin') return config.adminRequestsPerHour;
  const key = apiKeyOf(req);
  if (!key) return config.anonRequestsPerHour;
  return TIERS[key.tier].requestsPerHour ?? Number.MAX_SAFE_INTEGER;
}

/** One hourly window: the key's tier limit, or the per-address limit for callers without a key. */
export function rateLimitOptions(config: AppConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  return {
    storage,
    throttlers: [
      {
        name: 'default',
        ttl: HOUR_MS,
        skipIf: isUnmetered,
        limit: (context: ExecutionContext) =>
          isKeyMinting(context) ? config.keysPerHour : ordinaryLimit(context.switchToHttp().getRequest<Request>(), config),
      },
      ...signInThrottlers(config),
    ],
  };
}
