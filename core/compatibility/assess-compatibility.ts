import type { Carrier } from '../carriers/carrier';
import { needsVolte } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import { isMmWave, lteBandLabel } from './band-names';
import { assessVolte, assessWifiCalling } from './assess-voice';
import { DEFAULT_5G_MBPS, lteDownlinkPeak } from './speed';

/** `unknown` extends the specification's values for a device identified without band data. */
export type CapabilityLevel = 'supported' | 'limited' | 'not_supported' | 'unknown';
export type CapabilityName = 'fourG' | 'fiveG' | 'volte' | 'wifiCalling';
export const CAPABILITY_LEVELS: CapabilityLevel[] = ['supported', 'limited', 'not_supported', 'unknown'];

export type Capabilities = Record<CapabilityName, CapabilityLevel>;

export interface Reason {
  capability: CapabilityName;
  text: string;
}

export interface Assessment {
  capabilities: Capabilities;
  reasons: Reason[];
  /** Theoretical peak downlink in Mbps; null where the capability is not available or unknown. */
  speeds: { fourGMbps: number | null; fiveGMbps: number | null; note: string };
  /** Every capability the network needs (4G, and VoLTE where calls need it) is supported. */
  compatible: boolean;
  /** The device's bands that the carrier uses, for the specification's `networkBands`. */
  matchedBands: { lte: number[]; nr: number[] };
}

const UNKNOWN_SPEEDS_NOTE = 'Speeds unknown: the catalog has no band data for this device.';
const SPEEDS_NOTE = 'Theoretical peak downlink speeds; real speeds depend on signal, load and plan.';

/** Decides each capability of a device on a carrier from bands and flags, with the reasons why. */
export function assessCompatibility(device: DeviceModel | null, carrier: Carrier): Assessment {
  if (!device) return unknownAssessment(carrier);
  const reasons: Reason[] = [];
  if (carrier.confidence === 'derived') {
    reasons.push({
      capability: 'fourG',
      text: `Lower confidence: ${carrier.name}'s bands are derived from its frequency list in the public MCC/MNC list ("${carrier.derivedFrom?.text ?? ''}"), not from a curated band plan.`,
    });
  }
  const lte = intersect(device.lteBands, carrier.plan.coreLteBands);
  const nr = intersect(device.nrBands, carrier.plan.nrBands);
  const fourG = assessFourG(device, carrier, lte, reasons);
  const fiveG = assessFiveG(device, carrier, nr, reasons);
  const volte = assessVolte(device, carrier, fourG, reasons);
  const wifiCalling = assessWifiCalling(device, carrier, reasons);
  const capabilities = { fourG, fiveG, volte, wifiCalling };
  const needed: CapabilityName[] = needsVolte(carrier.plan) ? ['fourG', 'volte'] : ['fourG'];
  return {
    capabilities,
    reasons,
    speeds: {
      fourGMbps: available(fourG) ? lteDownlinkPeak(device.lteCategory) : null,
      fiveGMbps: available(fiveG) ? DEFAULT_5G_MBPS : null,
      note: SPEEDS_NOTE,
    },
    compatible: needed.every((c) => capabilities[c] === 'supported'),
    matchedBands: { lte, nr },
  };
}

const available = (level: CapabilityLevel): boolean => level === 'supported' || level === 'limited';

/** Frequencies of a derived plan that name no single band, for LTE or for 5G. */
const unmapped = (c: Carrier, nr: boolean): string[] => (c.derivedFrom?.unmapped ?? []).filter((t) => /5G/i.test(t) === nr);

function assessFourG(d: DeviceModel, c: Carrier, matched: number[], reasons: Reason[]): CapabilityLevel {
  const name = c.name;
  const unknownBands = unmapped(c, false);
  if (matched.length === 0 && unknownBands.length > 0) {
    const known = c.plan.coreLteBands.length ? `; the device has none of its known LTE bands (${c.plan.coreLteBands.join(', ')})` : '';
    reasons.push({ capability: 'fourG', text: `${name}'s LTE is listed as ${unknownBands.join(', ')}, which names no single band here${known}: 4G support is unknown.` });
    return 'unknown';
  }
  if (matched.length === 0) {
    const bands = c.plan.coreLteBands.length ? `core bands (${c.plan.coreLteBands.join(', ')})` : 'LTE bands (none listed)';
    reasons.push({ capability: 'fourG', text: `No LTE band in common with ${name}'s ${bands}: no 4G service.` });
    return 'not_supported';
  }
  let level: CapabilityLevel = 'supported';
  const required = c.plan.requiredLteBands ?? [];
  for (const band of required.filter((b) => !d.lteBands.includes(b))) {
    reasons.push({ capability: 'fourG', text: `Missing ${lteBandLabel(band)}, required for full service on ${name} (LTE bands ${required.join(', ')}).` });
    level = 'limited';
  }
  const missingLow = c.plan.lowBands.filter((b) => !d.lteBands.includes(b));
  for (const band of missingLow) {
    reasons.push({
      capability: 'fourG',
      text: `Missing ${lteBandLabel(band, c.plan.lowBandLabels[String(band)])}, ${name}'s low band: reduced indoor and rural coverage.`,
    });
  }
  reasons.push({ capability: 'fourG', text: `Supports ${matched.length} of ${name}'s ${c.plan.coreLteBands.length} core LTE bands (${matched.join(', ')}).` });
  if (missingLow.length > 0 || matched.length < c.plan.coreLteBands.length / 2) level = 'limited';
  return level;
}

function assessFiveG(d: DeviceModel, c: Carrier, matched: number[], reasons: Reason[]): CapabilityLevel {
  if (d.nrBands.length === 0) {
    reasons.push({ capability: 'fiveG', text: 'The device has no 5G radio.' });
    return 'not_supported';
  }
  const unknownBands = unmapped(c, true);
  if (matched.length === 0 && unknownBands.length > 0) {
    reasons.push({ capability: 'fiveG', text: `${c.name} lists ${unknownBands.join(', ')}, which names no single 5G band here: 5G support is unknown.` });
    return 'unknown';
  }
  if (c.plan.nrBands.length === 0) {
    const why = c.confidence === 'derived' ? `The public list names no 5G network for ${c.name}` : `${c.name} has no 5G network`;
    reasons.push({ capability: 'fiveG', text: `${why}: no 5G.` });
    return 'not_supported';
  }
  if (matched.length === 0) {
    reasons.push({ capability: 'fiveG', text: `No 5G band in common with ${c.name} (network uses n${c.plan.nrBands.join(', n')}).` });
    return 'not_supported';
  }
  const bands = `n${matched.join(', n')}`;
  if (matched.every(isMmWave)) {
    reasons.push({ capability: 'fiveG', text: `Only ${c.name}'s mmWave 5G (${bands}) is in common: 5G in small dense areas only.` });
    return 'limited';
  }
  reasons.push({ capability: 'fiveG', text: `5G on ${c.name}'s ${bands}.` });
  return 'supported';
}

function unknownAssessment(carrier: Carrier): Assessment {
  const text = `No band data for this device, so support on ${carrier.name} cannot be assessed.`;
  const names: CapabilityName[] = ['fourG', 'fiveG', 'volte', 'wifiCalling'];
  return {
    capabilities: { fourG: 'unknown', fiveG: 'unknown', volte: 'unknown', wifiCalling: 'unknown' },
    reasons: names.map((capability) => ({ capability, text })),
    speeds: { fourGMbps: null, fiveGMbps: null, note: UNKNOWN_SPEEDS_NOTE },
    compatible: false,
    matchedBands: { lte: [], nr: [] },
  };
}

const intersect = (a: number[], b: number[]): number[] => a.filter((x) => b.includes(x)).sort((x, y) => x - y);
