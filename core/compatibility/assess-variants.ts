import type { Carrier } from '../carriers/carrier';
import type { Variant } from '../devices/resolve-variant';
import { assessCompatibility, type AssessContext } from './assess-compatibility';
import { CAPABILITY_NAMES, isCompatible, VOICE_CAPABILITIES, type Assessment, type CapabilityLevel, type CapabilityName, type Reason, type Verdict } from './compatibility.types';
import { speedFigures } from './speed';

const ASK_MODEL_NUMBER = 'Give the model number from Settings > About phone for an exact answer.';

/** What each verdict is, in the words of a headline that lists variants. */
const VERDICT_WORDS: Record<Verdict, string> = {
  works: 'works',
  works_with_limits: 'works with limits',
  needs_carrier_approval: 'needs carrier approval for calls',
  does_not_work: 'does not work',
  unknown: 'unknown',
};

/**
 * A TAC that leaves the variant open: each variant is assessed on its own bands and facts, and the
 * answer claims only what holds for every one of them. A capability some variants have only with
 * limits is limited; one on which they differ otherwise is unknown, and so is every capability
 * when a variant has no band data. The reasons say which variant a sentence is about whenever not
 * all of them share it.
 */
export function assessVariants(variants: Variant[], carrier: Carrier, context: AssessContext = {}): Assessment {
  const each = variants.map((v) => ({ label: v.label, a: assessCompatibility(v.model, carrier, context) }));
  const capabilities = Object.fromEntries(CAPABILITY_NAMES.map((c) => [c, combinedLevel(each.map((e) => e.a.capabilities[c]))])) as Assessment['capabilities'];
  const { verdict, headline } = combinedVerdict(each, carrier.name);
  const speeds = each.map((e) => e.a.speeds);
  const fourGMbps = capabilities.fourG === 'unknown' ? null : lowest(speeds.map((s) => s.fourGMbps));
  const fiveGMbps = capabilities.fiveG === 'unknown' ? null : lowest(speeds.map((s) => s.fiveGMbps));
  return {
    capabilities,
    reasons: CAPABILITY_NAMES.flatMap((c) => reasonsFor(c, each)),
    speeds: speedFigures(fourGMbps, fiveGMbps, variants.every((v) => v.model?.lteCategory !== undefined)),
    verdict,
    headline,
    compatible: isCompatible(verdict),
    matchedBands: {
      lte: common(each.map((e) => e.a.matchedBands.lte)),
      nr: common(each.map((e) => e.a.matchedBands.nr)),
    },
    // A capability answered as available that any variant has only on the inference rule is, for
    // the device, inferred; an unknown one is no inference.
    inferred: VOICE_CAPABILITIES.filter((c) => available(capabilities[c]) && each.some((e) => e.a.inferred.includes(c))),
  };
}

/** The one value all share, or the fallback when they differ. */
function agreed<T>(values: T[], fallback: T): T {
  return values.every((v) => v === values[0]) ? values[0] : fallback;
}

/** The level all share; limited where all have the capability and some only with limits; otherwise unknown. */
function combinedLevel(levels: CapabilityLevel[]): CapabilityLevel {
  if (levels.every((l) => l === 'supported' || l === 'limited')) return agreed<CapabilityLevel>(levels, 'limited');
  return agreed<CapabilityLevel>(levels, 'unknown');
}

/**
 * The same verdict for every variant stands (with its headline when that is shared too). Variants
 * that all work, some with limits, work with limits. Anything else depends on the variant.
 */
function combinedVerdict(each: Array<{ label: string; a: Assessment }>, carrierName: string): { verdict: Verdict; headline: string } {
  const verdicts = each.map((e) => e.a.verdict);
  const verdict = agreed<Verdict>(verdicts, 'unknown');
  const byVariant = variantVerdicts(each);
  if (verdict !== 'unknown' || verdicts.every((v) => v === 'unknown')) {
    const headline = agreed(each.map((e) => e.a.headline), '');
    if (headline) return { verdict, headline };
    if (verdict === 'unknown') return { verdict, headline: `Whether this device works on ${carrierName} is unknown for every variant its TAC lists. ${ASK_MODEL_NUMBER}` };
    return { verdict, headline: `${VERDICT_WORDS[verdict].replace(/^./, (c) => c.toUpperCase())} on ${carrierName} for every variant its TAC lists; the reasons differ by variant. ${ASK_MODEL_NUMBER}` };
  }
  if (verdicts.every(isCompatible)) {
    return { verdict: 'works_with_limits', headline: `Works on ${carrierName}; the limits depend on the variant (${byVariant}). ${ASK_MODEL_NUMBER}` };
  }
  return { verdict: 'unknown', headline: `Whether this device works on ${carrierName} depends on its variant, which its TAC does not tell: ${byVariant}. ${ASK_MODEL_NUMBER}` };
}

/** Up to three variants by name with their verdicts; more are counted per verdict, so the headline stays one sentence. */
function variantVerdicts(each: Array<{ label: string; a: Assessment }>): string {
  if (each.length <= 3) return each.map((e) => `${e.label}: ${VERDICT_WORDS[e.a.verdict]}`).join('; ');
  const counts = new Map<Verdict, number>();
  for (const e of each) counts.set(e.a.verdict, (counts.get(e.a.verdict) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${VERDICT_WORDS[v]} for ${n} of its ${each.length} variants`).join(', ');
}

const available = (level: CapabilityLevel): boolean => level === 'supported' || level === 'limited';

/** A capability's reasons: a sentence every variant shares once, the others with the variant they are about. */
function reasonsFor(capability: CapabilityName, each: Array<{ label: string; a: Assessment }>): Reason[] {
  const texts = each.map((e) => e.a.reasons.filter((r) => r.capability === capability).map((r) => r.text));
  const shared = texts[0].filter((t) => texts.every((list) => list.includes(t)));
  const own = each.flatMap((e, i) => texts[i].filter((t) => !shared.includes(t)).map((t) => `${e.label}: ${t}`));
  return [...shared, ...own].map((text) => ({ capability, text }));
}

const lowest = (values: Array<number | null>): number | null => (values.some((v) => v === null) ? null : Math.min(...(values as number[])));

const common = (lists: number[][]): number[] => lists[0].filter((v) => lists.every((l) => l.includes(v)));
