import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../common/error-body';

export const ACCESS = 'bandwise:access';
/**
 * public: anyone (a key, when sent, is checked and counted); key: an API key is required;
 * admin: an admin session is required; key-or-admin: either (an admin then sees everything).
 */
export type Access = 'public' | 'key' | 'admin' | 'key-or-admin';

/** The rate-limit headers every keyed response carries, for the OpenAPI document. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the window (per key, or per client address without a key).', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

/** A 429's headers: the rate-limit ones and when to retry. */
const REFUSED_HEADERS = { ...RATE_LIMIT_HEADERS, 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };

/** The 429 every limited endpoint can answer. */
const rateLimited = () =>
  ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Rate limit exceeded; see Retry-After.', headers: REFUSED_HEADERS, example: { success: false, error: 'Rate limit exceeded: 100 requests per hour. Retry after 3600 s.', code: 'RATE_LIMITED' } });

/** Marks an endpoint as requiring an API key, and documents the bearer scheme and its errors. */
export const KeyRequired = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'key'),
    ApiBearerAuth('api-key'),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Missing, unknown or revoked API key.', example: { success: false, error: 'A valid API key is required: send Authorization: Bearer <key>. Get one from POST /api/generate-key.', code: 'UNAUTHORIZED' } }),
    rateLimited(),
  );

/** Marks an endpoint as needing an admin session: 401 without one, 403 for an API key. */
export const AdminRequired = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'admin'),
    ApiBearerAuth('admin-session'),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Missing, expired or revoked admin session.', example: { success: false, error: 'An admin session is required: sign in at /admin with the link e-mailed to your address, then send Authorization: Bearer <sessionToken>.', code: 'UNAUTHORIZED' } }),
    ApiForbiddenResponse({ type: ErrorBody, description: 'Called with an API key: API keys cannot use admin endpoints.', example: { success: false, error: 'This endpoint needs an admin session; an API key cannot use it. Sign in at /admin.', code: 'FORBIDDEN' } }),
  );

/** Marks an endpoint open to an API key (its own data) or an admin session (all data). */
export const KeyOrAdmin = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'key-or-admin'),
    ApiBearerAuth('api-key'),
    ApiBearerAuth('admin-session'),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Neither a valid API key nor an admin session.', example: { success: false, error: 'An API key or an admin session is required: send Authorization: Bearer <key or session token>. Get a key from POST /api/generate-key.', code: 'UNAUTHORIZED' } }),
    rateLimited(),
  );

