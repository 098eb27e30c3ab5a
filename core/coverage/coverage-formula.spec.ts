import type { IssueEvidence, OutageEvidence, TowerCount } from './evidence';
import { FORMULA, infrastructureScore, recencyWeight, recommendationFor, scoreProvider, type ProviderEvidence } from './coverage-formula';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const here = { lat: 40.75, lng: -73.99 };
const towers = (n: number, radio: TowerCount['radio'] = 'LTE'): TowerCount[] => (n ? [{ network: 'att', radio, count: n }] : []);
const outage = (days: number, severity: OutageEvidence['severity'] = 'major', count = 1): OutageEvidence => ({ providerKey: 'att', category: 'outage', severity, count, at: daysAgo(days), position: here });
const issue = (days: number, category: IssueEvidence['category'] = 'calls'): IssueEvidence => ({ providerKey: 'att', category, at: daysAgo(days), position: here });
const score = (e: Partial<ProviderEvidence>) => scoreProvider({ towers: [], outages: [], issues: [], ...e }, NOW);

describe('coverage formula', () => {
  it('rates nothing without evidence, with zero confidence', () => {
    expect(score({})).toEqual(expect.objectContaining({ coverageScore: null, reliabilityRating: null, recommendation: null, confidence: 0, recentIssues: 0 }));
  });

  it('raises the score with more towers and better radios', () => {
    expect(score({ towers: towers(2) }).coverageScore!).toBeLessThan(score({ towers: towers(10) }).coverageScore!);
    expect(infrastructureScore(towers(8, 'GSM'))).toBeLessThan(infrastructureScore(towers(8, 'LTE')));
    expect(infrastructureScore(towers(8, 'LTE'))).toBeLessThan(infrastructureScore(towers(8, 'NR')));
    const clean = score({ towers: towers(12, 'NR') });
    expect(clean).toEqual(expect.objectContaining({ reliabilityRating: 5, recommendation: 'excellent' }));
    expect(clean.coverageScore).toBeGreaterThanOrEqual(90);
  });

  it('lowers the score as reports add up', () => {
    const scores = [0, 1, 3, 6].map((n) => score({ towers: towers(10), outages: Array.from({ length: n }, () => outage(1)) }).coverageScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
    expect(score({ towers: towers(10), issues: [issue(1), issue(2), issue(3)] }).coverageScore!).toBeLessThan(score({ towers: towers(10) }).coverageScore!);
  });

  it('counts an old report less than a recent one', () => {
    const recent = score({ towers: towers(10), outages: [outage(1)] });
    const old = score({ towers: towers(10), outages: [outage(25)] });
    expect(old.coverageScore!).toBeGreaterThan(recent.coverageScore!);
    expect(recencyWeight(daysAgo(FORMULA.halfLifeDays), NOW)).toBeCloseTo(0.5);
  });

  it('weighs severity and count', () => {
    expect(score({ towers: towers(10), outages: [outage(1, 'critical')] }).coverageScore!).toBeLessThan(score({ towers: towers(10), outages: [outage(1, 'minor')] }).coverageScore!);
    expect(score({ towers: towers(10), outages: [outage(1, 'major', 200)] }).coverageScore!).toBeLessThan(score({ towers: towers(10), outages: [outage(1, 'major', 1)] }).coverageScore!);
    expect(score({ outages: [outage(1, 'major', 200)] }).recentIssues).toBe(200);
  });

  it('grows confidence with evidence and keeps it lower when the prior stood in for towers', () => {
    const c = (e: Partial<ProviderEvidence>) => score(e).confidence;
    expect(c({ issues: [issue(1)] })).toBeLessThan(c({ issues: [issue(1), issue(2), issue(3)] }));
    expect(c({ towers: towers(2) })).toBeLessThan(c({ towers: towers(20) }));
    expect(c({ issues: [issue(1)] })).toBeLessThan(c({ towers: towers(2), issues: [issue(1)] }));
    expect(c({ towers: towers(20), outages: Array.from({ length: 10 }, () => outage(2, 'minor', 5)) })).toBeLessThan(1);
  });

  it('never scores a provider lower for one known 4G tower than for none, on the same reports', () => {
    const outages = [outage(2, 'minor')];
    const none = score({ outages }).coverageScore!;
    const one = score({ towers: towers(1), outages }).coverageScore!;
    expect(one).toBeGreaterThanOrEqual(none);
    expect(score({ towers: towers(12), outages }).coverageScore!).toBeGreaterThan(one);
  });

  it('uses the prior, not zero, for a provider without known towers', () => {
    const s = score({ issues: [issue(20, 'sms')] });
    expect(s.usedPrior).toBe(true);
    expect(s.coverageScore).toBeGreaterThan(60);
    expect(s.coverageScore).toBeLessThanOrEqual(FORMULA.priorWithoutTowers);
  });

  it.each([
    [95, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
    [0, 'poor'],
  ])('recommends %p as %p', (s, r) => {
    expect(recommendationFor(s)).toBe(r);
  });

  it('bounds one reporter\'s weight: 100 outage reports from one caller weigh no more than the cap, five callers more', () => {
    const from = (reporter: string | null, n: number): IssueEvidence[] => Array.from({ length: n }, () => ({ ...issue(0, 'outage'), reporter }));
    const burst = score({ towers: towers(10), issues: from('caller-a', 100) });
    expect(burst.penalty).toBeLessThanOrEqual(FORMULA.maxWeightPerReporter);
    expect(burst.confidence).toBe(score({ towers: towers(10), issues: from('caller-a', 1) }).confidence);
    const five = score({ towers: towers(10), issues: ['a', 'b', 'c', 'd', 'e'].flatMap((r) => from(r, 1)) });
    expect(five.coverageScore!).toBeLessThan(burst.coverageScore!);
    // Reports from before reporters were kept each stand alone.
    expect(score({ towers: towers(10), issues: from(null, 5) }).penalty).toBe(five.penalty);
    // A second report from the same caller adds half of its weight, a third a third.
    const sms = (n: number) => Array.from({ length: n }, () => ({ ...issue(0, 'sms'), reporter: 'x' }));
    expect(score({ issues: sms(2) }).penalty).toBeCloseTo(1.5, 2);
    expect(score({ issues: sms(3) }).penalty).toBeCloseTo(1 + 1 / 2 + 1 / 3, 2);
  });
});
