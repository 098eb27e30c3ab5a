import { FORMULA } from './coverage-formula';

/** One part of the published method: a title, paragraphs and an optional list. */
export interface MethodSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

const f = FORMULA;
const weights = (w: Record<string, number>) =>
  Object.entries(w)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/**
 * How coverage is scored and issues are analysed, written once from the formula's own constants:
 * the coverage API docs page and the OpenAPI description both show this text, so what the docs
 * promise is what the code computes.
 */
export const COVERAGE_METHOD: MethodSection[] = [
  {
    title: 'Evidence',
    paragraphs: [
      `Each provider is scored from evidence within ${f.radiusKm} km of the location (the radius can be set from 1 to 50 km) and, for reports, the last ${f.windowDays} days: cell towers imported in the OpenCelliD format (operators resolved from MCC and MNC; an MVNO counts its host network's towers), outage reports imported from a feed, and issue reports filed through POST /api/coverage/analyze-issue.`,
    ],
  },
  {
    title: 'Coverage score (0-100)',
    paragraphs: ['coverage_score = round(infrastructure x reliability), where:'],
    items: [
      `infrastructure = (1 - presence) x ${f.priorWithoutTowers} + presence x 100 x (0.55 + 0.45 x mix); presence = 1 - e^(-towers / ${f.towerScale}); mix = the mean radio weight of the provider's towers (${weights(f.radioWeight)}).`,
      `Tower data is crowd-sourced and incomplete, so a provider is not marked down for towers nobody mapped: with none known nearby, infrastructure is the prior of ${f.priorWithoutTowers} and confidence is multiplied by ${f.priorConfidenceFactor}; known towers move it from the prior toward what their radios show (4G and 5G towers above it, 2G ones below).`,
      `reliability = e^(-penalty / ${f.penaltyScale}); penalty = the sum over reports of severity x count weight x recency.`,
      `Severity: outage reports ${weights(f.severityWeight)}; issue reports by classification ${weights(f.issueWeight)}.`,
      `Count weight = 1 + ln(count), for an outage report that stands for several reports. Issue reports are grouped by who filed them (a keyed hash of the API key or client network): within one reporter the k-th heaviest report counts 1/k, and one reporter's reports together weigh at most ${f.maxWeightPerReporter}, so one caller cannot sink a rating.`,
      `Recency = 0.5^(age in days / ${f.halfLifeDays}): a report from today weighs 1, one from ${f.halfLifeDays} days ago 0.5.`,
    ],
  },
  {
    title: 'Rating, confidence and recommendation',
    paragraphs: [],
    items: [
      'reliability_rating = 1 + round(4 x reliability): 5 with no reports, falling towards 1 as reports pile up.',
      `confidence_score = units / (units + ${f.confidenceHalf}), units = 0.5 per tower (up to 20 towers) + min(count, 5) per outage report + 1 per distinct issue reporter.`,
      `recommendation: excellent from ${f.thresholds.excellent}, good from ${f.thresholds.good}, fair from ${f.thresholds.fair}, poor below.`,
      'With no evidence at all the provider is still listed, with coverage_score, reliability_rating and recommendation null, confidence_score 0 and an issue_summary saying there were no reports: no rating is made up.',
      'recent_issues = issue reports + the counts of outage reports in the window; last_major_outage = the newest major or critical outage report in the window.',
      'Answers are cached for 30 minutes per rounded position (3 decimals, about 100 m), radius and provider, until new evidence is stored by any process sharing the database (an issue report, an import): no cached answer leaves out a report filed after it. The X-Cache header says hit or miss.',
    ],
  },
  {
    title: 'Issue analysis',
    paragraphs: [
      'A report is classified by keyword rules into outage, calls, sms, data, speed, signal or device (the category with the most matching phrases wins; ties go to the more specific category in that order; with no match it is treated as a signal problem with low confidence).',
      'Similar reports are those of the last 90 days within 100 km that share words with the description (BM25 text relevance, at least two shared terms or all of a one-term description), ranked by relevance x (0.55 + 0.45 x proximity) x (0.7 + 0.3 x recency), with proximity = e^(-distance / 20 km) and recency = 0.5^(age in days / 14). device_pattern names a device make or model shared by at least two similar reports. When a language model is configured it may refine the classification and recommendations; its output is schema-checked and the rules remain the fallback.',
    ],
  },
];

/** The method as Markdown, for the OpenAPI description. */
export function coverageMethodMarkdown(): string {
  return COVERAGE_METHOD.map((s) => [`**${s.title}.**`, ...s.paragraphs, ...(s.items ?? []).map((i) => `- ${i}`)].join('\n\n')).join('\n\n');
}
