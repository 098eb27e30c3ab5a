import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../common/error-body';

export const ACCESS = 'bandwise:access';
/** public: anyone (a key, when sent, is checked and counted); key: an API key is required. */
export type Access = 'public' | 'key';

/** Marks an endpoint as requiring an API key, and documents the bearer scheme and its errors. */
export const KeyRequired = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'key'),
    ApiBearerAuth('api-key'),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Missing, unknown or revoked API key.', example: { success: false, error: 'A valid API key is required: send Authorization: Bearer <key>. Get one from POST /api/generate-key.', code: 'UNAUTHORIZED' } }),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Rate limit exceeded; see Retry-After.', headers: RATE_LIMIT_HEADERS, example: { success: false, error: 'Rate limit exceeded: 100 requests per hour. Retry after 3600 s.', code: 'RATE_LIMITED' } }),
  );

/** The rate-limit headers every keyed response carries, for the OpenAPI document. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed in the window (per key, or per client address without a key).', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};
