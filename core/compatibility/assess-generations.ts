import { hasNoLegacyVoice, isSwitchedOff, type Carrier } from '../carriers/carrier';
import { citeSource } from '../devices/device';
import type { GenerationRecord } from '../devices/radio-generations';
import type { Assessment, CapabilityName, Reason } from './compatibility.types';

/**
 * A device known only by its radio generations (no band data): without a 4G radio it cannot work
 * on LTE-only networks, which is an answer; with one, support depends on bands nobody stated.
 */
export function assessGenerations(record: GenerationRecord, carrier: Carrier, today?: string): Assessment {
  const source = citeSource(record.source);
  const has = (g: string) => record.generations.includes(g as GenerationRecord['generations'][number]);
  const reasons: Reason[] = [];
  const add = (capability: CapabilityName, text: string) => reasons.push({ capability, text });
  if (!has('4G')) {
    const legacy = record.generations.join('/') || 'no cellular';
    const { fate, headline, runs } = legacyFate(record, carrier, today);
    add('fourG', `No 4G: this device's radio is ${legacy} only ("${record.technology}", ${source}), so ${fate}.`);
    add('fiveG', 'No 5G radio.');
    add('volte', 'VoLTE needs a 4G radio, which this device does not have.');
    add('wifiCalling', `Wi-Fi calling on ${carrier.name} cannot be assessed: the source does not state it.`);
    return {
      capabilities: { fourG: 'not_supported', fiveG: 'not_supported', volte: 'not_supported', wifiCalling: 'unknown' },
      reasons,
      speeds: { fourGMbps: null, fiveGMbps: null, note: 'No 4G or 5G radio.' },
      compatible: false,
      matchedBands: { lte: [], nr: [] },
      inferred: [],
      ...legacyVerdict(carrier, legacy, runs ? headline : null),
    };
  }
  const radios = `The device has ${record.generations.join('/')} radios ("${record.technology}", ${source})`;
  add('fourG', `${radios}, but no band list for this model, so support on ${carrier.name}'s bands cannot be assessed.`);
  add('fiveG', has('5G') ? `${radios}; 5G bands are not known for this model.` : 'No 5G radio.');
  add('volte', `VoLTE support is not stated for this model.`);
  add('wifiCalling', `Wi-Fi calling support is not stated for this model.`);
  return {
    capabilities: { fourG: 'unknown', fiveG: has('5G') ? 'unknown' : 'not_supported', volte: 'unknown', wifiCalling: 'unknown' },
    reasons,
    speeds: { fourGMbps: null, fiveGMbps: null, note: 'Speeds unknown: no band data for this model.' },
    compatible: false,
    matchedBands: { lte: [], nr: [] },
    inferred: [],
    verdict: 'unknown',
    headline: `Unknown on ${carrier.name}: no band list is known for this model, only that it has ${record.generations.join('/')} radios.`,
  };
}

/**
 * The verdict on a phone without 4G. Where the carrier's record says its 2G or 3G still runs
 * (`dependsOn`), calls and slow data work there, with limits; a plan derived from the public
 * MCC/MNC list cannot say whether that network still runs; elsewhere the phone does not work.
 */
function legacyVerdict(carrier: Carrier, legacy: string, dependsOn: string | null): Pick<Assessment, 'verdict' | 'headline'> {
  const c = carrier.name;
  const radio = `this device has no 4G radio (${legacy} only)`;
  if (!dependsOn) return { verdict: 'does_not_work', headline: `Does not work on ${c}: ${radio}.` };
  if (carrier.confidence === 'derived') {
    return { verdict: 'unknown', headline: `Whether this device works on ${c} is unknown: ${radio}, and no source read says whether ${c} still runs 2G/3G.` };
  }
  if (carrier.plan.legacyVoiceUnknown) return { verdict: 'unknown', headline: `Whether this device works on ${c} is unknown: ${radio}, and ${carrier.plan.legacyVoiceUnknown}.` };
  return { verdict: 'works_with_limits', headline: `Works on ${c} with limits: ${radio} ${dependsOn}.` };
}

/**
 * What a phone without 4G can still use on the carrier: the 2G or 3G network of its own that the
 * carrier still runs (by the record's shutdown dates), or nothing (`runs` false).
 */
function legacyFate(record: GenerationRecord, carrier: Carrier, today: string | undefined): { fate: string; headline: string; runs: boolean } {
  const c = carrier.name;
  const { threeG, twoG } = carrier.plan.legacyShutdown;
  if (carrier.plan.volteRequired && !hasNoLegacyVoice(carrier.plan, today)) return { fate: `it will not work on ${c}, which carries calls only over LTE`, headline: '', runs: false };
  const planned = carrier.plan.legacyShutdown.planned ?? [];
  const closed = ([['3G', threeG, 'threeG'], ['2G', twoG, 'twoG']] as const).filter(([, date]) => isSwitchedOff(date, today));
  // What the carrier did, and what it only planned to do by then: "shut down 3G on …", "planned to shut down 2G by …".
  const done = closed.filter(([, , key]) => !planned.includes(key)).map(([g, date]) => `${g} on ${date}`);
  const plans = closed.filter(([, , key]) => planned.includes(key)).map(([g, date]) => `${g} by ${date}`);
  const closedText = [done.length ? `shut down ${done.join(' and ')}` : '', plans.length ? `planned to shut down ${plans.join(' and ')}` : ''].filter(Boolean).join(' and ');
  const mine = (['2G', '3G'] as const).filter((g) => record.generations.includes(g));
  // A derived plan's frequency list names every network the carrier ran; one it does not name was never there.
  const listed = carrier.derivedFrom?.legacy ?? mine;
  if (mine.length && !mine.some((g) => listed.includes(g))) {
    return { fate: `it will not work on ${c}: the public MCC/MNC list names no ${mine.join('/')} network of ${c} ("${carrier.derivedFrom?.text}")`, headline: '', runs: false };
  }
  const left = mine.filter((g) => listed.includes(g) && !closed.some(([gone]) => gone === g));
  if (left.length === 0) return { fate: `it will not work on ${c}, which ${closedText}`, headline: '', runs: false };
  if (closed.length === 0) {
    return { fate: `it will not work on networks that shut 2G/3G down, and on ${c} only while its ${left.join('/')} service runs`, headline: `and depends on ${c}'s ${left.join('/')} service, which networks are shutting down`, runs: true };
  }
  const network = `${c}'s ${left.join('/')} network`;
  return { fate: `it works on ${c} only over ${network} (${c} ${closedText}), while that runs`, headline: `and depends on ${network} (${c} ${closedText})`, runs: true };
}
