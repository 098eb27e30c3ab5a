import { plural } from '../shared/plural';
import { ISSUE_CATEGORY_LABELS, type IssueCategory } from '../issues/issue-category';
import type { ProviderCoverage } from './coverage-analysis';
import { byReporter, scoreProvider, type ProviderEvidence } from './coverage-formula';
import { towerTotal, type Radio } from './evidence';

const DAY_MS = 86_400_000;

function ago(at: Date, now: Date): string {
  const days = Math.floor((now.getTime() - at.getTime()) / DAY_MS);
  return days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

function countBy<T extends string>(values: T[]): Array<[T, number]> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The plain-words summary of a provider's reports: what, how many, how recent. */
export function issueSummary(e: ProviderEvidence, radiusKm: number, windowDays: number, now: Date): string {
  const where = `in the last ${windowDays} days within ${radiusKm} km`;
  const total = towerTotal(e.towers);
  const towers = total ? ` ${plural(total, 'known cell tower')} nearby.` : '';
  if (e.outages.length === 0 && e.issues.length === 0) return `No reports ${where}.${towers}`;
  const parts: string[] = [];
  if (e.outages.length) {
    const serious = e.outages.filter((o) => o.severity !== 'minor').length;
    // An imported outage may stand for several reports: their number is what recent_issues counts.
    const reports = e.outages.reduce((sum, o) => sum + o.count, 0);
    const detail = [reports > e.outages.length ? `standing for ${reports} reports` : '', serious ? `${serious} major or critical` : ''].filter(Boolean).join('; ');
    parts.push(`${plural(e.outages.length, 'outage report')}${detail ? ` (${detail})` : ''}`);
  }
  if (e.issues.length) {
    const kinds = countBy<IssueCategory>(e.issues.map((i) => i.category)).map(([c, n]) => `${n} about ${ISSUE_CATEGORY_LABELS[c].toLowerCase()}`);
    parts.push(`${plural(e.issues.length, 'user report')} (${kinds.join(', ')})`);
  }
  const latest = [...e.outages.map((o) => o.at), ...e.issues.map((i) => i.at)].reduce((a, b) => (b > a ? b : a));
  return `${parts.join(' and ')} ${where}; the latest ${ago(latest, now)}.${towers}`;
}

/** Scores one provider and shapes its entry of the answer. */
export function providerCoverage(provider: string, e: ProviderEvidence, radiusKm: number, windowDays: number, now: Date): ProviderCoverage {
  const score = scoreProvider(e, now);
  const majors = e.outages.filter((o) => o.severity !== 'minor').map((o) => o.at);
  const technologies: Partial<Record<Radio, number>> = {};
  for (const t of e.towers) technologies[t.radio] = (technologies[t.radio] ?? 0) + t.count;
  return {
    provider,
    coverage_score: score.coverageScore,
    reliability_rating: score.reliabilityRating,
    recent_issues: score.recentIssues,
    issue_summary: issueSummary(e, radiusKm, windowDays, now),
    last_major_outage: majors.length ? majors.reduce((a, b) => (b > a ? b : a)).toISOString() : null,
    confidence_score: score.confidence,
    recommendation: score.recommendation,
    evidence: { towers: towerTotal(e.towers), technologies, outage_reports: e.outages.length, issue_reports: e.issues.length, issue_reporters: byReporter(e.issues).length },
  };
}
