import type { CheckResult } from './api';
import { CAPABILITY_ORDER, normalizeLevel } from './capability-format';

/** The verdicts of the check answer (shared contract): one plain answer per check. */
export type Verdict = 'works' | 'works_with_limits' | 'needs_carrier_approval' | 'does_not_work' | 'unknown';

/** How the device was identified (shared contract, from the identification work). */
export interface Identification {
  source: 'imported-tac' | 'shipped-tac' | 'community-tac' | 'model-number' | 'device-id';
  origin: string;
  text: string;
  ambiguous: boolean;
  candidates: string[];
  /** The IMEI's TAC list names another model or variant than the model number given. */
  mismatch?: string;
}

/**
 * The check answer as the page reads it: the contract's verdict, headline, identification and
 * eSIM flag are optional here so the page also reads answers of servers that do not send them.
 */
export type CheckAnswer = CheckResult & {
  verdict?: Verdict;
  headline?: string;
  identification?: Identification;
  device: CheckResult['device'] & { esim?: boolean | null };
};

/** The server's verdict; for older answers one read from `compatible` and the four levels. */
export function verdictOf(result: CheckAnswer): Verdict {
  if (result.verdict) return result.verdict;
  const levels = CAPABILITY_ORDER.map((c) => normalizeLevel(result.capabilities?.[c]));
  if (result.compatible) return levels.every((l) => l === 'supported') ? 'works' : 'works_with_limits';
  if (normalizeLevel(result.capabilities?.fourG) === 'not_supported') return 'does_not_work';
  if (levels.includes('unknown')) return 'unknown';
  return 'works_with_limits';
}

const PHRASE: Record<Verdict, string> = {
  works: 'works on',
  works_with_limits: 'works with limits on',
  needs_carrier_approval: 'needs approval from',
  does_not_work: 'does not work on',
  unknown: 'could not be confirmed on',
};

/** The server's headline, or one plain sentence naming device, verdict and carrier. */
export function headlineOf(result: CheckAnswer): string {
  if (result.headline) return result.headline;
  const verdict = verdictOf(result);
  const device = `${result.device.make} ${result.device.model}`.trim();
  const carrier = result.carrier?.name ?? 'the network';
  return verdict === 'unknown' ? `Whether your ${device} works on ${carrier} could not be confirmed.` : `Your ${device} ${PHRASE[verdict]} ${carrier}.`;
}

/** True when the next step (get a SIM or eSIM) applies. */
export const canJoin = (result: CheckAnswer): boolean => ['works', 'works_with_limits'].includes(verdictOf(result));
