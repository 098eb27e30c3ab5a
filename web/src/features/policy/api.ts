import { apiJson } from '../../lib/request';

/** Body of POST /api/policy/accept: the user's answer, tied to the search it was asked for. */
export interface PolicyAcceptance {
  accepted: boolean;
  searchId: string;
  deviceInfo: { make: string; model: string; compatible: boolean };
}

export function recordPolicyAnswer(acceptance: PolicyAcceptance): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/policy/accept', acceptance);
}
