import type { Capabilities, CapabilityName, Reason, Verdict } from './compatibility.types';

/** What the verdict needs beyond the capability levels. */
export interface VerdictContext {
  carrierName: string;
  /** Calls on this network need VoLTE (no 2G/3G voice left, or the carrier says so). */
  voiceNeedsVolte: boolean;
  /**
   * No source read says whether the network still runs 2G/3G (a plan derived from the public
   * MCC/MNC list, whose frequency text may name networks since closed): calls cannot be promised
   * on a fallback.
   */
  legacyUnknown?: boolean;
  /**
   * The GSM-family 2G/3G that a derived plan's frequency list names ("GSM 900 / UMTS 2100"), for a
   * device that may have it (not a watch): a device with none of the LTE bands may still be served
   * there while it runs, which no source read says.
   */
  legacyListed?: ReadonlyArray<'2G' | '3G'>;
  /** The device has band data; without it nothing can be said. */
  known: boolean;
  /** The source's LTE list for the device may lack bands (`DeviceModel.lteBandsIncomplete`). */
  bandListInDoubt?: boolean;
  /**
   * Set when the carrier admits only approved models for voice and this model is not known to be
   * approved: the sentence says why (e.g. "international variant").
   */
  approvalMissing?: string | null;
  /** Whose approval that is: the host network for an MVNO under its host's policy; else the carrier. */
  approver?: string;
  /** Wi-Fi calling rests on the labelled inference rule, not a statement: the reasons say it, the headline does not claim it. */
  wifiCallingInferred?: boolean;
  /** What the device is when it is made for data, not calls ("tablet"): its verdict rests on data. */
  dataDevice?: string;
}

/**
 * One verdict and one plain sentence from the capability levels: a person reads the headline first,
 * so it names the carrier and the single most important limit or blocker.
 */
export function decideVerdict(caps: Capabilities, reasons: Reason[], ctx: VerdictContext): { verdict: Verdict; headline: string } {
  const c = ctx.carrierName;
  if (!ctx.known) return { verdict: 'unknown', headline: `We cannot tell whether this device works on ${c}: there is no band data for it.` };
  if (caps.fourG === 'not_supported' && ctx.legacyListed?.length) {
    const legacy = ctx.legacyListed.join('/');
    return { verdict: 'unknown', headline: `Whether this device works on ${c} is unknown: it has none of ${c}'s LTE bands, so only ${c}'s ${legacy} could serve it, and no source read says whether ${c} still runs ${legacy}.` };
  }
  if (caps.fourG === 'not_supported') return { verdict: 'does_not_work', headline: `Does not work on ${c}: the device has none of ${c}'s LTE bands.` };
  if (caps.fourG === 'unknown') {
    const why = ctx.bandListInDoubt ? "the source's LTE band list for this device may be incomplete" : `${c}'s LTE bands are not known precisely`;
    return { verdict: 'unknown', headline: `Whether this device works on ${c} is unknown: ${why}.` };
  }
  if (ctx.dataDevice && caps.volte !== 'supported') return dataVerdict(caps, reasons, ctx);
  if (ctx.voiceNeedsVolte && caps.volte === 'not_supported') {
    return { verdict: 'does_not_work', headline: `Does not work on ${c}: the device cannot make calls over LTE (VoLTE), and ${c} has no other voice network.` };
  }
  const data = (): string => (caps.fourG === 'limited' ? `Data works on ${c} with limits: ${firstLimit(caps, reasons, ['fourG'])?.replace(/\.$/, '')}` : `Data works on ${c}`);
  if (ctx.voiceNeedsVolte && caps.volte === 'unknown') {
    return { verdict: 'unknown', headline: `${data()}; whether calls work is unknown, as no source says this model supports VoLTE.` };
  }
  if (ctx.legacyUnknown && caps.volte === 'unknown') {
    // The public list naming 2G/3G frequencies says they were assigned, not that they still carry calls.
    const legacy = ctx.legacyListed?.length ? `whether the ${ctx.legacyListed.join('/')} that the public MCC/MNC list names for ${c} still carries calls` : `whether ${c} still runs 2G/3G for calls`;
    return { verdict: 'unknown', headline: `${data()}; whether calls work is unknown: no source read says calls over LTE work here, nor ${legacy}.` };
  }
  if (ctx.voiceNeedsVolte && ctx.approvalMissing) {
    return { verdict: 'needs_carrier_approval', headline: `${data()}; voice calls need ${ctx.approver ?? c}'s approval of this model, which no source read shows (${ctx.approvalMissing}).` };
  }
  const limit = firstLimit(caps, reasons);
  if (limit) return { verdict: 'works_with_limits', headline: `Works on ${c} with limits: ${limit}` };
  return { verdict: 'works', headline: `Works on ${c}${extras(caps, ctx.wifiCallingInferred === true)}.` };
}

/**
 * A tablet or hotspot is bought for data: without calls over LTE it still works, and the headline
 * says it is judged on data and what is known of its calls.
 */
function dataVerdict(caps: Capabilities, reasons: Reason[], ctx: VerdictContext): { verdict: Verdict; headline: string } {
  const calls = caps.volte === 'not_supported' ? 'it makes no calls over LTE' : 'no source read says it makes calls over LTE';
  const what = `(a ${ctx.dataDevice}: ${calls})`;
  const limit = firstLimit(caps, reasons, ['fourG']);
  if (limit) return { verdict: 'works_with_limits', headline: `Works on ${ctx.carrierName} for data with limits: ${limit.replace(/\.$/, '')} ${what}.` };
  return { verdict: 'works', headline: `Works on ${ctx.carrierName} for data${caps.fiveG === 'supported' ? ', including 5G' : ''} ${what}.` };
}

/** Limit sentences by weight: having only a few of the carrier's bands outweighs any single missing band. */
const LIMIT_SENTENCES = [/^Supports only/, /^(Missing|No VoLTE)/, /^Possibly missing/, /^Supports/];

/** The sentence that says why a limited capability is limited, the weightiest first; none when no reason does. */
export function limitingReason(reasons: Reason[], capability: CapabilityName): Reason | undefined {
  const mine = reasons.filter((r) => r.capability === capability);
  return LIMIT_SENTENCES.map((s) => mine.find((r) => s.test(r.text))).find(Boolean);
}

/** The sentence of the first limited capability, lower-cased to follow "with limits:". */
function firstLimit(caps: Capabilities, reasons: Reason[], names: ReadonlyArray<'fourG' | 'volte'> = ['fourG', 'volte']): string | null {
  for (const name of names) {
    if (caps[name] !== 'limited') continue;
    const text = limitingReason(reasons, name)?.text;
    return text ? text.charAt(0).toLowerCase() + text.slice(1) : `${name === 'fourG' ? '4G' : 'voice calls'} limited.`;
  }
  return null;
}

function extras(caps: Capabilities, wifiCallingInferred: boolean): string {
  const parts = [caps.fiveG === 'supported' ? '5G' : null, caps.wifiCalling === 'supported' && !wifiCallingInferred ? 'Wi-Fi calling' : null].filter(Boolean);
  return parts.length ? `, including ${parts.join(' and ')}` : '';
}
