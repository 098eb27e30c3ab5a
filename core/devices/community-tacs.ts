/** How many visitors named each catalog model for one unknown TAC, and any operator decision. */
export interface TacTally {
  tac: string;
  /**
   * Per catalog id, the callers who named it, each counted once (with their last answer) and only
   * with a phone no other of them named: three networks naming one IMEI are one confirmation.
   */
  votes: Array<{ deviceId: string; callers: number; firstAt: Date; lastAt: Date }>;
  /** An operator's `tac confirm` or `tac reject`, which overrides the votes. */
  decision: { status: 'confirmed' | 'rejected'; deviceId: string | null } | null;
}

/** One visitor's statement that the phone with this TAC is this catalog model. */
export interface TacObservation {
  tac: string;
  deviceId: string;
  /** Who said it (an API key id or a client network); the adapter keeps only a keyed hash. */
  caller: string;
  /** The phone's IMEI, so one phone counts once however many callers name it; kept only as a keyed hash. */
  imei: string;
}

/**
 * Observations of unknown TACs by visitors who then named their model. Never the IMEI: only the
 * TAC, the catalog id and keyed hashes of the caller and of the IMEI are kept.
 */
export interface TacObservations {
  record(observation: TacObservation): Promise<void>;
  tally(tac: string): Promise<TacTally | null>;
}

export const COMMUNITY_MIN_CALLERS = 3;
export const COMMUNITY_MIN_SHARE = 0.8;
/** The agreeing visitors spoke over at least a day: one person with three networks in a minute is not three visitors. */
export const COMMUNITY_MIN_SPAN_MS = 24 * 60 * 60 * 1000;

export interface CommunityConfirmation {
  deviceId: string;
  /** Distinct callers who named this model. */
  callers: number;
  /** Distinct callers who named any model for this TAC. */
  total: number;
  byOperator: boolean;
}

/**
 * A TAC is community-confirmed when at least 3 distinct callers with 3 distinct phones named the
 * same model over at least a day, and they are at least 80% of everyone who named one: a few people
 * (or one person in one sitting) cannot teach it, and a conflicting minority keeps it unconfirmed.
 * An operator's decision overrides both ways.
 */
export function communityConfirmation(tally: TacTally | null): CommunityConfirmation | null {
  if (!tally) return null;
  const total = tally.votes.reduce((n, v) => n + v.callers, 0);
  if (tally.decision?.status === 'rejected') return null;
  if (tally.decision?.status === 'confirmed' && tally.decision.deviceId) {
    const callers = tally.votes.find((v) => v.deviceId === tally.decision!.deviceId)?.callers ?? 0;
    return { deviceId: tally.decision.deviceId, callers, total, byOperator: true };
  }
  const best = [...tally.votes].sort((a, b) => b.callers - a.callers)[0];
  if (!best || best.callers < COMMUNITY_MIN_CALLERS || best.callers < COMMUNITY_MIN_SHARE * total) return null;
  if (best.lastAt.getTime() - best.firstAt.getTime() < COMMUNITY_MIN_SPAN_MS) return null;
  return { deviceId: best.deviceId, callers: best.callers, total, byOperator: false };
}
