import type { SearchReader } from '../checks/search-reader';
import type { Clock } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { POLICY_VERSION } from './policy-document';

export interface PolicyAcceptance {
  searchId: string;
  accepted: boolean;
  deviceInfo: { make: string | null; model: string | null; compatible: boolean | null };
  policyVersion: string;
  answeredAt: Date;
}

/** Where answers to the policy card are kept: one per search. */
export interface PolicyAcceptanceLog {
  /** Keeps the answer unless the search has one already; returns the answer kept (the first). */
  record(acceptance: PolicyAcceptance): Promise<PolicyAcceptance>;
}

/**
 * Records a visitor's answer to the policy card for a search that exists and is the caller's: one
 * made without a key by anyone holding its id (the web visitor), one made under a key only with
 * that key, so another key's search is answered as not found. The device facts kept
 * with it are the search's own, whatever the request says. The first answer stands: the same
 * answer again is confirmed, another is refused, so the record stays what the visitor answered
 * when asked (search ids travel in URLs and logs; anyone holding one could otherwise rewrite it).
 */
export class RecordPolicyAcceptance {
  constructor(private readonly deps: { searches: SearchReader; log: PolicyAcceptanceLog; clock: Clock }) {}

  async execute({ apiKeyId, ...input }: Pick<PolicyAcceptance, 'searchId' | 'accepted'> & { apiKeyId: string | null }): Promise<Result<PolicyAcceptance>> {
    const find = (scope: { apiKeyId: string | null }) => this.deps.searches.findById(input.searchId, scope);
    const search = (await find({ apiKeyId: null })) ?? (apiKeyId ? await find({ apiKeyId }) : null);
    if (!search) return fail(domainError('NOT_FOUND', `No search with id ${input.searchId}: run a check first and send its searchId.`));
    const deviceInfo = { make: search.device?.make ?? null, model: search.device?.model ?? null, compatible: search.compatible };
    const stored = await this.deps.log.record({ ...input, deviceInfo, policyVersion: POLICY_VERSION, answeredAt: this.deps.clock.now() });
    if (stored.accepted !== input.accepted) {
      const answer = stored.accepted ? 'accepted' : 'declined';
      return fail(domainError('POLICY_ANSWERED', `The policy was already ${answer} for search ${input.searchId} on ${stored.answeredAt.toISOString()}; run a new check to answer again.`));
    }
    return ok(stored);
  }
}
