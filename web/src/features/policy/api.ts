import { apiJson } from '../../lib/request';
import { withStoredKey } from '../api-keys/keyed-call';

/** Body of POST /api/policy/accept: the user's answer, tied to the search it was asked for. */
export interface PolicyAcceptance {
  accepted: boolean;
  searchId: string;
  deviceInfo: { make: string; model: string; compatible: boolean };
}

/** Sent with the browser's key when it has one: a search the check made under that key is answered with it. */
export function recordPolicyAnswer(acceptance: PolicyAcceptance): Promise<unknown> {
  return withStoredKey((headers) => apiJson<unknown>('POST', '/api/policy/accept', acceptance, { headers }));
}
