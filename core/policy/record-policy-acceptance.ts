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

/** Where answers to the policy card are kept. */
export interface PolicyAcceptanceLog {
  record(acceptance: PolicyAcceptance): Promise<void>;
}

/**
 * Records a visitor's answer to the policy card for a search that exists. The device facts kept
 * with it are the search's own, whatever the request says; a later answer replaces an earlier one.
 */
export class RecordPolicyAcceptance {
  constructor(private readonly deps: { searches: SearchReader; log: PolicyAcceptanceLog; clock: Clock }) {}

  async execute(input: Pick<PolicyAcceptance, 'searchId' | 'accepted'>): Promise<Result<PolicyAcceptance>> {
    const search = await this.deps.searches.findById(input.searchId, { all: true });
    if (!search) return fail(domainError('NOT_FOUND', `No search with id ${input.searchId}: run a check first and send its searchId.`));
    const deviceInfo = { make: search.device?.make ?? null, model: search.device?.model ?? null, compatible: search.compatible };
    const acceptance = { ...input, deviceInfo, policyVersion: POLICY_VERSION, answeredAt: this.deps.clock.now() };
    await this.deps.log.record(acceptance);
    return ok(acceptance);
  }
}
