import type { Capabilities, CapabilityLevel, CapabilityName, CheckResult } from '../../../../core';
import { apiJson } from '../../lib/request';
import { withStoredKey } from '../api-keys/keyed-call';

export type { Capabilities, CheckResult, CapabilityLevel, CapabilityName };

/** Body of POST /api/check; location is typed text or 'lat,lng', network the carrier's name. */
export interface CheckRequest {
  imei: string;
  network?: string;
  location?: string;
  /** The country the carrier list is for: carrier names repeat across countries. */
  country?: string;
}

/** Body of the 403 answer for a blocked IMEI. */
export interface BlacklistedBody {
  success: false;
  blacklisted: true;
  reason?: string;
  error?: string;
  message?: string;
  code?: string;
}

/** Sends the browser's API key when one is stored, so its searches count as that key's. */
export function postCheck(request: CheckRequest): Promise<CheckResult> {
  return withStoredKey((headers) => apiJson<CheckResult>('POST', '/api/check', request, { headers }));
}
