import type { Capabilities, CapabilityLevel, CapabilityName, CheckResult } from '../../../../core';
import { apiJson } from '../../lib/request';
import { withStoredKey } from '../api-keys/keyed-call';
import type { CheckAnswer } from './verdict';

export type { Capabilities, CheckResult, CapabilityLevel, CapabilityName };

/** Body of POST /api/check; location is typed text or 'lat,lng', network the carrier's name. */
export interface CheckRequest {
  imei: string;
  network?: string;
  location?: string;
  /** The country the carrier list is for: carrier names repeat across countries. */
  country?: string;
  /** The model number as in Settings > About phone (e.g. "SM-S921U"), when the TAC is not known. */
  modelNumber?: string;
  /** A catalog id chosen from the device search, when the TAC is not known. */
  deviceId?: string;
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
/** The check without its earlier model number or catalog choice, so a new choice replaces it. */
export const withoutChoice = ({ modelNumber: _m, deviceId: _d, ...request }: CheckRequest): CheckRequest => request;

export function postCheck(request: CheckRequest): Promise<CheckAnswer> {
  return withStoredKey((headers) => apiJson<CheckAnswer>('POST', '/api/check', request, { headers }));
}
