import type { Carrier } from '../carriers/carrier';
import { hasNoLegacyVoice } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import { isMmWave, lteBandLabel } from './band-names';
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
  /** Every capability the network needs is supported. */
  compatible: boolean;
  /** The device's bands that the carrier uses, for the specification's `networkBands`. */
  matchedBands: { lte: number[]; nr: number[] };
}

const UNKNOWN_SPEEDS_NOTE = 'Speeds unknown: the catalog has no band data for this device.';

/** Decides each capability of a device on a carrier from bands and flags, with the reasons why. */
export function assessCompatibility(device: DeviceModel | null, carrier: Carrier): Assessment {
  if (!device) return unknownAssessment(carrier);
  const reasons: Reason[] = [];
  const lte = intersect(device.lteBands, carrier.plan.coreLteBands);
  const nr = intersect(device.nrBands, carrier.plan.nrBands);
  const fourG = assessFourG(device, carrier, lte, reasons);
  const fiveG = assessFiveG(device, carrier, nr, reasons);
  const volte = assessVolte(device, carrier, fourG, reasons);
  const wifiCalling = assessWifiCalling(device, carrier, reasons);
  const capabilities = { fourG, fiveG, volte, wifiCalling };
  return {
    capabilities,
    reasons,
    speeds: {
      fourGMbps: fourG === 'not_supported' ? null : lteDownlinkPeak(device.lteCategory),
      fiveGMbps: fiveG === 'not_supported' ? null : DEFAULT_5G_MBPS,
      note: 'Theoretical peak downlink speeds; real speeds depend on signal, load and plan.',
    },
    compatible: fourG === 'supported' && volte === 'supported',
    matchedBands: { lte, nr },
  };
}

function assessFourG(d: DeviceModel, c: Carrier, matched: number[], reasons: Reason[]): CapabilityLevel {
  const name = c.name;
  if (matched.length === 0) {
    reasons.push({ capability: 'fourG', text: `No LTE band in common with ${name}'s core bands (${c.plan.coreLteBands.join(', ')}): no 4G service.` });
    return 'not_supported';
  }
  const missingLow = c.plan.lowBands.filter((b) => !d.lteBands.includes(b));
  const hasAnyLow = c.plan.lowBands.length === 0 || missingLow.length < c.plan.lowBands.length;
  for (const band of missingLow) {
    reasons.push({
      capability: 'fourG',
      text: `Missing ${lteBandLabel(band, c.plan.lowBandLabels[String(band)])}, ${name}'s low band: reduced indoor and rural coverage.`,
    });
  }
  reasons.push({ capability: 'fourG', text: `Supports ${matched.length} of ${name}'s ${c.plan.coreLteBands.length} core LTE bands (${matched.join(', ')}).` });
  if (!hasAnyLow) return 'limited';
  if (missingLow.length > 0 || matched.length < c.plan.coreLteBands.length / 2) return 'limited';
  return 'supported';
}

function assessFiveG(d: DeviceModel, c: Carrier, matched: number[], reasons: Reason[]): CapabilityLevel {
  if (d.nrBands.length === 0) {
    reasons.push({ capability: 'fiveG', text: 'The device has no 5G radio.' });
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

function assessVolte(d: DeviceModel, c: Carrier, fourG: CapabilityLevel, reasons: Reason[]): CapabilityLevel {
  if (fourG === 'not_supported') {
    reasons.push({ capability: 'volte', text: 'No VoLTE without 4G service on this network.' });
    return 'not_supported';
  }
  if (d.volte) {
    reasons.push({ capability: 'volte', text: `Voice calls over LTE (VoLTE) on ${c.name}.` });
    return 'supported';
  }
  if (c.plan.volteRequired || hasNoLegacyVoice(c.plan)) {
    reasons.push({ capability: 'volte', text: `No VoLTE, and ${c.name} has no 2G or 3G voice to fall back on: no voice calls at all.` });
    return 'not_supported';
  }
  const fallback = c.plan.legacyShutdown.threeG === null ? '3G' : '2G';
  reasons.push({ capability: 'volte', text: `No VoLTE: calls fall back to ${c.name}'s ${fallback} network, with no calls during 4G data.` });
  return 'limited';
}

function assessWifiCalling(d: DeviceModel, c: Carrier, reasons: Reason[]): CapabilityLevel {
  if (!c.plan.wifiCalling) {
    reasons.push({ capability: 'wifiCalling', text: `${c.name} does not offer Wi-Fi calling.` });
    return 'not_supported';
  }
  reasons.push({
    capability: 'wifiCalling',
    text: d.wifiCalling ? `Wi-Fi calling on ${c.name}.` : 'The device does not support Wi-Fi calling.',
  });
  return d.wifiCalling ? 'supported' : 'not_supported';
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
