import type { IssueCategory } from './issue-category';
import type { SimilarReport } from './rank-similar';

/** Distance bands others' reports are shown in: wide enough that a few queries cannot trilaterate a reporter. */
export const DISTANCE_BANDS = [
  { upToKm: 1, label: 'under 1 km' },
  { upToKm: 5, label: '1-5 km' },
  { upToKm: 20, label: '5-20 km' },
  { upToKm: Infinity, label: '20-100 km' },
] as const;

export type DistanceBand = (typeof DISTANCE_BANDS)[number]['label'];
export type AgeBand = 'today' | 'this week' | 'this month' | 'older';

/** One similar report as others see it: no id, device, position, exact time or distance, and its text only if published. */
export interface CoarseReport {
  category: IssueCategory;
  age: AgeBand;
  distance_band: DistanceBand;
  /** The reporter's words, only when they chose to publish them; otherwise null. */
  description: string | null;
}

const DAY_MS = 86_400_000;

export const distanceBand = (km: number): DistanceBand => DISTANCE_BANDS.find((b) => km < b.upToKm)!.label;

export function ageBand(reportedAt: Date, now: Date): AgeBand {
  const days = (now.getTime() - reportedAt.getTime()) / DAY_MS;
  return days < 1 ? 'today' : days < 7 ? 'this week' : days < 31 ? 'this month' : 'older';
}

/**
 * Others' reports as coarse, unlinkable summaries (issue 14 item 6). Listed by category, then age,
 * then band, not by score, so their order does not leak which one is closest.
 */
export function coarseReports(similar: SimilarReport[], now: Date): CoarseReport[] {
  const order: AgeBand[] = ['today', 'this week', 'this month', 'older'];
  const bands = DISTANCE_BANDS.map((b) => b.label as DistanceBand);
  return similar
    .map((s) => ({
      category: s.report.category,
      age: ageBand(s.report.reportedAt, now),
      distance_band: distanceBand(s.distanceKm),
      description: s.report.published ? s.report.description : null,
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || order.indexOf(a.age) - order.indexOf(b.age) || bands.indexOf(a.distance_band) - bands.indexOf(b.distance_band));
}
