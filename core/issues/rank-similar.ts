import { distanceKm, type Position } from '../coverage/geo';
import type { IssueReport, TextMatch } from './issue-report';

/** The similarity constants, published in COVERAGE_METHOD. */
export const SIMILARITY = {
  radiusKm: 100,
  windowDays: 90,
  /** Distance at which proximity falls to 1/e. */
  proximityKm: 20,
  halfLifeDays: 14,
  /** Shared terms a report needs (or all terms of a one-term description). */
  minSharedTerms: 2,
  limit: 10,
} as const;

export interface SimilarReport {
  report: IssueReport;
  distanceKm: number;
  /** Text relevance in 0..1: half BM25 relative to the best match, half the share of query terms found. */
  relevance: number;
  score: number;
}

const DAY_MS = 86_400_000;

/**
 * Ranks text matches by relevance x proximity x recency. Text decides whether a report is similar at
 * all; distance and age only order the similar ones, so an unrelated report next door never counts.
 */
export function rankSimilar(center: Position, queryTermCount: number, matches: TextMatch[], now: Date): SimilarReport[] {
  if (queryTermCount === 0 || matches.length === 0) return [];
  const needed = Math.min(SIMILARITY.minSharedTerms, queryTermCount);
  const best = Math.max(...matches.map((m) => m.score));
  const ranked: SimilarReport[] = [];
  for (const m of matches) {
    if (m.matchedTerms < needed) continue;
    const relevance = 0.5 * (best > 0 ? m.score / best : 0) + 0.5 * Math.min(1, m.matchedTerms / queryTermCount);
    const d = distanceKm(center, m.report.position);
    const ageDays = Math.max(0, (now.getTime() - m.report.reportedAt.getTime()) / DAY_MS);
    const proximity = Math.exp(-d / SIMILARITY.proximityKm);
    const recency = 0.5 ** (ageDays / SIMILARITY.halfLifeDays);
    ranked.push({ report: m.report, distanceKm: d, relevance, score: relevance * (0.55 + 0.45 * proximity) * (0.7 + 0.3 * recency) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.distanceKm - b.distanceKm);
}
