import type { CarrierDirectory } from '../carriers/carrier-directory';
import type { BroadbandDirectory, CountryLocator } from '../coverage/coverage-ports';
import { validatePosition, type Position } from '../coverage/geo';
import { carrierAt, localProviderNamed, localProviders, notAProviderHere } from '../coverage/local-provider';
import type { Clock } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { classifyIssue } from './classify-issue';
import { coarseReports, distanceBand } from './coarse-report';
import { deviceFromUserAgent } from './device-from-user-agent';
import { devicePattern } from './device-pattern';
import type { IssueAdvisor } from './issue-advisor';
import type { IssueAnalysis } from './issue-analysis';
import { ISSUE_CATEGORY_LABELS } from './issue-category';
import type { IssueReportStore, ReportTextIndex } from './issue-report';
import { recommendationsFor } from './issue-recommendations';
import { rankSimilar, SIMILARITY, type SimilarReport } from './rank-similar';
import { redactContacts } from './redact-contacts';
import { textTerms } from './text-terms';
import type { EvidenceGeneration } from '../coverage/evidence-generation';

export interface AnalyzeIssueInput {
  lat: unknown;
  lng: unknown;
  address?: string;
  issueDescription: string;
  userAgent?: string;
  provider?: string;
  /** Show this report's description to others who report something similar (default: no). */
  publish?: boolean;
  /** Who is filing, as an opaque caller id ("key:<id>", "net:<address block>"); bounds one caller's weight in ratings. */
  reporter?: string | null;
  /**
   * The reporter files for many people (support staff in the CLI, for each subscriber who calls):
   * their earlier reports are other people's, so they are listed as similar too.
   */
  filesForOthers?: boolean;
}

export interface AnalyzeIssueDeps {
  reports: IssueReportStore;
  index: ReportTextIndex;
  carriers: CarrierDirectory;
  broadband: BroadbandDirectory;
  /** The country at the report's position, whose providers a report may name. */
  countries: CountryLocator;
  clock: Clock;
  advisor?: IssueAdvisor | null;
  /** Reports older than this are deleted by the retention job and never listed as similar. */
  retentionDays?: number;
  /** Moved on by every stored report, so no cached coverage answer leaves it out. */
  generation?: EvidenceGeneration;
}

export const MAX_DESCRIPTION = 2000;
const DAY_MS = 86_400_000;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Analyses a network issue report and stores it (issue 5): classify by rules, find similar stored
 * reports, spot a shared device, recommend, optionally let a language model refine, then save.
 */
export class AnalyzeIssue {
  constructor(private readonly deps: AnalyzeIssueDeps) {}

  async execute(input: AnalyzeIssueInput): Promise<Result<IssueAnalysis>> {
    const position = validatePosition(input.lat, input.lng);
    if (!position.ok) return position;
    // Control characters say nothing and would reach other visitors' screens: they count as spaces.
    const text = (input.issueDescription ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
    if (!text) return fail(domainError('INPUT_INVALID', 'issue_description must not be empty: describe the problem in a few words.'));
    if (text.length > MAX_DESCRIPTION) {
      return fail(domainError('INPUT_INVALID', `issue_description is too long: at most ${MAX_DESCRIPTION} characters; got ${text.length}.`));
    }
    // Stored, shown to others and sent to a language model without the visitor's IMEI or contacts.
    const description = redactContacts(text);
    const center = position.value;
    const provider = await this.providerOf(input.provider, center);
    if (!provider.ok) return provider;
    const now = this.deps.clock.now();
    const rules = classifyIssue(description);
    const device = deviceFromUserAgent(input.userAgent);
    const matches = await this.deps.index.search({
      text: description,
      center,
      radiusKm: SIMILARITY.radiusKm,
      since: new Date(now.getTime() - Math.min(SIMILARITY.windowDays, this.deps.retentionDays ?? Infinity) * DAY_MS),
      limit: 200,
    });
    // The reporter's own earlier reports are not others having the same problem.
    const mine = input.reporter && !input.filesForOthers ? this.deps.reports.reporterKey(input.reporter) : null;
    const others = mine ? matches.filter((m) => m.report.reporter !== mine) : matches;
    const similar = rankSimilar(center, textTerms(description).length, others, now).slice(0, SIMILARITY.limit);
    const pattern = devicePattern(similar, device);
    let category = rules.category;
    let recommendations = recommendationsFor(category, { similarCount: similar.length, devicePattern: pattern });
    let analyzedBy: IssueAnalysis['analyzed_by'] = 'rules';
    const advice = await this.deps.advisor
      ?.advise({ description, classification: category, recommendations, similarReports: similar.length, devicePattern: pattern })
      .catch(() => null);
    if (advice && (advice.classification || advice.recommendations?.length)) {
      category = advice.classification ?? category;
      recommendations = advice.recommendations?.length ? advice.recommendations : recommendations;
      analyzedBy = 'rules+language-model';
    }
    const saved = await this.deps.reports.save({
      position: { lat: round(center.lat, 3), lng: round(center.lng, 3) },
      provider: provider.value?.name ?? null,
      providerKey: provider.value?.key ?? null,
      category,
      description,
      device,
      reportedAt: now,
      reporter: input.reporter ?? null,
      published: input.publish === true,
    });
    await this.deps.index.add(saved);
    await this.deps.generation?.bump();
    return ok({
      report_id: saved.id,
      issue_classification: category,
      similar_issues_summary: summary(similar),
      similar_reports: coarseReports(similar, now),
      device_pattern: pattern,
      recommendations,
      confidence_score: round(0.6 * rules.confidence + 0.4 * Math.min(1, similar.length / 5), 2),
      analyzed_by: analyzedBy,
    });
  }

  /**
   * The provider as named and its catalog id, so the report meets the provider's other evidence: the
   * carrier a check naming it here would run on ("Bite" in Vilnius is Bite Lietuva), or a broadband
   * provider of the position's country; else that carrier of another country (a visitor's home
   * carrier, a network across a border), or a broadband provider known elsewhere. A name the check
   * cannot place is refused, listing the providers there, rather than filed under a guess.
   */
  private async providerOf(asked: string | undefined, at: Position): Promise<Result<{ name: string; key: string } | null>> {
    const name = asked?.trim();
    if (!name) return ok(null);
    const here = await localProviders(this.deps.countries.countryAt(at)?.name ?? null, this.deps);
    const carrier = await carrierAt(name, at, this.deps);
    const local = localProviderNamed(name, carrier, here);
    if (local) return ok({ name, key: local.kind === 'mobile' ? local.carrier.id : local.isp.id });
    const elsewhere = carrier.ok ? carrier.value : await this.deps.broadband.findByName(name);
    return elsewhere ? ok({ name, key: elsewhere.id }) : fail(await notAProviderHere(name, here, this.deps));
  }
}

function summary(similar: SimilarReport[]): string {
  const where = `in the last ${SIMILARITY.windowDays} days within ${SIMILARITY.radiusKm} km`;
  if (similar.length === 0) return `No similar reports ${where}. Your report is stored and will help others who report the same.`;
  const closest = Math.min(...similar.map((s) => s.distanceKm));
  const counts = new Map<string, number>();
  for (const s of similar) counts.set(s.report.category, (counts.get(s.report.category) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  const label = ISSUE_CATEGORY_LABELS[top[0] as keyof typeof ISSUE_CATEGORY_LABELS].toLowerCase();
  const noun = similar.length === 1 ? 'report' : 'reports';
  return `${similar.length} similar ${noun} ${where}, mostly about ${label}; the closest is ${distanceBand(closest)} away.`;
}
