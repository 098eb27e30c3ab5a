import type { IssueCategory } from '../issues/issue-category';
import { towerTotal, type IssueEvidence, type OutageEvidence, type OutageSeverity, type Radio, type TowerCount } from './evidence';

/** Every constant of the coverage formula; COVERAGE_METHOD documents them in words. */
export const FORMULA = {
  radiusKm: 10,
  windowDays: 30,
  /** Reports lose half their weight every this many days. */
  halfLifeDays: 10,
  severityWeight: { minor: 1, major: 3, critical: 6 } satisfies Record<OutageSeverity, number>,
  /** User reports weigh by what they describe; an outage counts like a major outage report. */
  issueWeight: { outage: 3, calls: 2, data: 2, signal: 2, speed: 1, sms: 1, device: 0.5 } satisfies Record<IssueCategory, number>,
  /**
   * Most weight one reporter's issue reports carry for one provider, area and window (one outage
   * report's worth); within it, a reporter's k-th report counts 1/k, so a burst adds little.
   */
  maxWeightPerReporter: 3,
  /** Penalty at which the reliability factor falls to 1/e (37%). */
  penaltyScale: 12,
  radioWeight: { NR: 1, LTE: 0.85, UMTS: 0.5, CDMA: 0.35, GSM: 0.35 } satisfies Record<Radio, number>,
  /** Towers at which presence reaches 63% (1 - 1/e); 12 towers give 95%. */
  towerScale: 4,
  /** The infrastructure part when no tower of the provider is known nearby; known towers move it gradually toward what they show. */
  priorWithoutTowers: 75,
  /** Evidence units at which confidence reaches 0.5. */
  confidenceHalf: 10,
  /** Confidence is multiplied by this when the prior stood in for towers. */
  priorConfidenceFactor: 0.6,
  thresholds: { excellent: 80, good: 60, fair: 40 },
} as const;

export type Recommendation = 'excellent' | 'good' | 'fair' | 'poor';

/** The evidence that belongs to one provider, already filtered to the area and the window. */
export interface ProviderEvidence {
  towers: TowerCount[];
  outages: OutageEvidence[];
  issues: IssueEvidence[];
}

export interface ProviderScore {
  /** Null when there is no evidence at all: no rating is made up. */
  coverageScore: number | null;
  reliabilityRating: number | null;
  recommendation: Recommendation | null;
  confidence: number;
  /** Sum of weighted reports (severity x count x recency). */
  penalty: number;
  recentIssues: number;
  usedPrior: boolean;
}

const DAY_MS = 86_400_000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** 1 for a report made now, 0.5 after `halfLifeDays`, 0.125 after 30 days. */
export const recencyWeight = (at: Date, now: Date): number =>
  0.5 ** (Math.max(0, now.getTime() - at.getTime()) / DAY_MS / FORMULA.halfLifeDays);

/** An outage standing for many reports weighs more, but logarithmically: 1 -> 1, 10 -> 3.3, 100 -> 5.6. */
export const countWeight = (count: number): number => 1 + Math.log(Math.max(1, count));

/** Issue reports grouped by who filed them; reports without a reporter each stand alone. */
export function byReporter(issues: IssueEvidence[]): IssueEvidence[][] {
  const groups = new Map<string, IssueEvidence[]>();
  issues.forEach((i, n) => {
    const key = i.reporter ?? `#${n}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()];
}

/** One reporter's weight: heaviest report first, the k-th counting 1/k, the total capped. */
function reporterWeight(issues: IssueEvidence[], now: Date): number {
  const weights = issues.map((i) => FORMULA.issueWeight[i.category] * recencyWeight(i.at, now)).sort((a, b) => b - a);
  return Math.min(FORMULA.maxWeightPerReporter, weights.reduce((sum, w, k) => sum + w / (k + 1), 0));
}

export function reportPenalty(e: Pick<ProviderEvidence, 'outages' | 'issues'>, now: Date): number {
  const outages = e.outages.reduce((sum, o) => sum + FORMULA.severityWeight[o.severity] * countWeight(o.count) * recencyWeight(o.at, now), 0);
  const issues = byReporter(e.issues).reduce((sum, mine) => sum + reporterWeight(mine, now), 0);
  return outages + issues;
}

/**
 * 0-100 from the provider's towers. Tower data is crowd-sourced and incomplete, so a few known
 * towers do not mean a thin network: the prior holds where they are few, and their radios (the
 * technology mix) take over as more are known. One known tower never scores below none.
 */
export function infrastructureScore(towers: TowerCount[]): number {
  const total = towerTotal(towers);
  const presence = 1 - Math.exp(-total / FORMULA.towerScale);
  const mix = towers.reduce((sum, t) => sum + FORMULA.radioWeight[t.radio] * t.count, 0) / Math.max(1, total);
  return (1 - presence) * FORMULA.priorWithoutTowers + presence * 100 * (0.55 + 0.45 * mix);
}

export function recommendationFor(score: number): Recommendation {
  const t = FORMULA.thresholds;
  return score >= t.excellent ? 'excellent' : score >= t.good ? 'good' : score >= t.fair ? 'fair' : 'poor';
}

/**
 * The deterministic score of one provider at one place. Towers raise it, weighted reports lower it,
 * confidence grows with the amount of evidence; with none, nothing is rated.
 */
export function scoreProvider(e: ProviderEvidence, now: Date): ProviderScore {
  const recentIssues = e.issues.length + e.outages.reduce((sum, o) => sum + o.count, 0);
  const towers = towerTotal(e.towers);
  // Confidence grows with independent voices: one reporter counts once, however many reports they file.
  const units = 0.5 * Math.min(towers, 20) + e.outages.reduce((sum, o) => sum + Math.min(o.count, 5), 0) + byReporter(e.issues).length;
  const usedPrior = towers === 0;
  if (units === 0) {
    return { coverageScore: null, reliabilityRating: null, recommendation: null, confidence: 0, penalty: 0, recentIssues, usedPrior };
  }
  const penalty = reportPenalty(e, now);
  const reliability = Math.exp(-penalty / FORMULA.penaltyScale);
  const infrastructure = infrastructureScore(e.towers);
  const coverageScore = Math.round(infrastructure * reliability);
  const confidence = (units / (units + FORMULA.confidenceHalf)) * (usedPrior ? FORMULA.priorConfidenceFactor : 1);
  return {
    coverageScore,
    reliabilityRating: 1 + Math.round(4 * reliability),
    recommendation: recommendationFor(coverageScore),
    confidence: round2(confidence),
    penalty: round2(penalty),
    recentIssues,
    usedPrior,
  };
}
