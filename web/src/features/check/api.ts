import type { Capabilities, CapabilityLevel, CapabilityName, CheckResult } from '../../../../core';
import { ApiError, apiJson } from '../../lib/request';
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

export async function postCheck(request: CheckRequest): Promise<CheckAnswer> {
  const answer = await withStoredKey((headers) => apiJson<CheckAnswer>('POST', '/api/check', request, { headers }));
  // A 200 that is not a check's answer (a proxy's or a cache's) is a failure to retry, never a page crash.
  if (!answer?.device || !answer.capabilities) throw new ApiError(502, 'Bad Gateway', JSON.stringify({ error: 'The answer that came back is not a device check (a proxy or cache on the way may have changed it). Please try again.' }));
  return answer;
}
