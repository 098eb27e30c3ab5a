import type { Clock } from '../shared/clock';
import type { AnswerCache, BroadbandDirectory, BroadbandProvider, CountryLocator } from '../coverage/coverage-ports';
import type { CoverageArea, CoverageEvidence, EvidenceNear, IssueEvidence, OutageEvidence, Radio, TowerCount } from '../coverage/evidence';
import { distanceKm, type Position } from '../coverage/geo';
import type { IssueReport, IssueReportStore, NewIssueReport, ReportTextIndex, SimilarQuery, TextMatch } from '../issues/issue-report';
import { textTerms } from '../issues/text-terms';

/** Evidence in arrays, filtered by exact distance: the reference the MikroORM adapter must agree with. */
export class FakeCoverageEvidence implements CoverageEvidence {
  /** Single towers with positions; `near` counts them per network and radio, as adapters do. */
  towers: Array<{ network: string | null; radio: Radio; position: Position }> = [];
  outages: OutageEvidence[] = [];
  issues: IssueEvidence[] = [];
  async near({ center, radiusKm, since }: CoverageArea): Promise<EvidenceNear> {
    const inside = (p: Position) => distanceKm(center, p) <= radiusKm;
    return {
      towers: this.towers.filter((t) => inside(t.position)).reduce<TowerCount[]>((counts, t) => {
        const same = counts.find((c) => c.network === t.network && c.radio === t.radio);
        if (same) same.count += 1;
        else counts.push({ network: t.network, radio: t.radio, count: 1 });
        return counts;
      }, []),
      outages: this.outages.filter((o) => inside(o.position) && o.at >= since),
      issues: this.issues.filter((i) => inside(i.position) && i.at >= since),
    };
  }
}

export class FakeBroadbandDirectory implements BroadbandDirectory {
  constructor(private readonly providers: BroadbandProvider[] = []) {}
  async listByCountry(country: string) { return this.providers.filter((p) => p.country === country); }
  async findByName(name: string) { return this.providers.find((p) => p.name.toLowerCase() === name.toLowerCase() || p.id === name) ?? null; }
}

/** Everything north of 41.7 degrees in North America is Canada, the rest the United States. */
export const fakeCountries: CountryLocator = {
  countryAt: (p) => (p.lng > -170 && p.lng < -50 ? (p.lat > 41.7 ? { code: 'CA', name: 'Canada' } : { code: 'US', name: 'United States' }) : null),
};

export class MemoryAnswerCache implements AnswerCache {
  private readonly entries = new Map<string, { value: string; until: number }>();
  constructor(private readonly clock: Clock) {}
  async get(key: string) {
    const e = this.entries.get(key);
    return e && e.until > this.clock.now().getTime() ? e.value : null;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    this.entries.set(key, { value, until: this.clock.now().getTime() + ttlSeconds * 1000 });
  }
}

/** Reports in memory with a term-overlap score (shared terms), enough to test ranking and the use case. */
export class FakeReports implements IssueReportStore, ReportTextIndex {
  readonly saved: IssueReport[] = [];
  private readonly indexed: IssueReport[] = [];
  /** Stored as a keyed hash would be: never the caller id itself. */
  reporterKey(callerId: string) { return `h:${callerId}`; }
  async save(report: NewIssueReport) {
    const stored = { ...report, reporter: report.reporter ? this.reporterKey(report.reporter) : null, id: String(this.saved.length + 1) };
    this.saved.push(stored);
    return stored;
  }
  async add(report: IssueReport) { this.indexed.push(report); }
  async search(q: SimilarQuery): Promise<TextMatch[]> {
    const terms = new Set(textTerms(q.text));
    return this.indexed
      .filter((r) => r.reportedAt >= q.since && distanceKm(q.center, r.position) <= q.radiusKm)
      .map((report) => {
        const matchedTerms = textTerms(report.description).filter((t) => terms.has(t)).length;
        return { report, score: matchedTerms, matchedTerms };
      })
      .filter((m) => m.matchedTerms > 0)
      .slice(0, q.limit);
  }
}
