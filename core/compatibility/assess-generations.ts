import { hasNoLegacyVoice, type Carrier } from '../carriers/carrier';
import { citeSource } from '../devices/device';
import type { GenerationRecord } from '../devices/radio-generations';
import type { Assessment, CapabilityName, Reason } from './compatibility.types';

/**
 * A device known only by its radio generations (no band data): without a 4G radio it cannot work
 * on LTE-only networks, which is an answer; with one, support depends on bands nobody stated.
 */
export function assessGenerations(record: GenerationRecord, carrier: Carrier): Assessment {
  const source = citeSource(record.source);
  const has = (g: string) => record.generations.includes(g as GenerationRecord['generations'][number]);
  const reasons: Reason[] = [];
  const add = (capability: CapabilityName, text: string) => reasons.push({ capability, text });
  if (!has('4G')) {
    const legacy = record.generations.join('/') || 'no cellular';
    const { threeG, twoG } = carrier.plan.legacyShutdown;
    const shutDown = hasNoLegacyVoice(carrier.plan);
    // A network that carries calls only over LTE (such as one listed with LTE alone) has none either.
    const lteOnly = !shutDown && carrier.plan.volteRequired;
    const legacyGone = shutDown || lteOnly;
    const fate = shutDown
      ? `it will not work on ${carrier.name}, which shut down 3G (${threeG}) and 2G (${twoG})`
      : lteOnly
        ? `it will not work on ${carrier.name}, which carries calls only over LTE`
        : `it will not work on networks that shut 2G/3G down, and on ${carrier.name} only while its 2G/3G service runs`;
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
      verdict: 'does_not_work',
      headline: legacyGone
        ? `Does not work on ${carrier.name}: this device has no 4G radio (${legacy} only).`
        : `Does not work on ${carrier.name}'s 4G: this device has no 4G radio (${legacy} only) and depends on 2G/3G service that is being shut down.`,
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
