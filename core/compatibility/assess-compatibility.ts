import type { Carrier } from '../carriers/carrier';
import { needsVolte } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import { hasBand, isDownlinkOnly, lowBandGroups, lowBandsAt, servingBand } from './band-coverage';
import { isMmWave, lteBandLabel, lteBandName } from './band-names';
import { CAPABILITY_NAMES, isCompatible, type Assessment, type Capabilities, type CapabilityLevel, type Reason, VOICE_CAPABILITIES, type VoiceCapability } from './compatibility.types';
import { assessVolte, assessWifiCalling, impliedOffers, legacyWarnings } from './assess-voice';
import { DEFAULT_5G_MBPS, lteDownlinkPeak, speedFigures } from './speed';
import { decideVerdict } from './verdict';
import { gatherVoiceFacts } from './voice-facts';
import type { DeviceVoiceFacts } from './voice-facts.types';
import { noVoiceKnowledge, type VoiceKnowledge } from './voice-knowledge';

export * from './compatibility.types';

/** What the assessment reads besides the device and the carrier. */
export interface AssessContext {
  /** Today's date (YYYY-MM-DD) from the Clock, to tell closed legacy networks from closing ones. */
  today?: string;
  /** Sourced voice facts; without them only the records and the inference rule speak. */
  voice?: VoiceKnowledge;
  /** The model number identified (from the TAC list or given); carrier approvals are judged for it. */
  modelNumber?: string | null;
}

const UNKNOWN_SPEEDS_NOTE = 'Speeds unknown: the catalog has no band data for this device.';

/** Decides each capability of a device on a carrier from bands and sourced facts, with the reasons why, and the verdict. */
export function assessCompatibility(device: DeviceModel | null, carrier: Carrier, context: AssessContext = {}): Assessment {
  if (!device) return unknownAssessment(carrier);
  const reasons: Reason[] = [];
  if (carrier.confidence === 'derived') {
    reasons.push({
      capability: 'fourG',
      text: `Lower confidence: ${carrier.name}'s bands are derived from its frequency list in the public MCC/MNC list ("${carrier.derivedFrom?.text ?? ''}")${notesRead(carrier)}, not from a curated band plan.`,
    });
  }
  const facts = gatherVoiceFacts(device, carrier, context.voice ?? noVoiceKnowledge, context.modelNumber);
  const lte = carrier.plan.coreLteBands.filter((b) => hasBand(device.lteBands, b)).sort((x, y) => x - y);
  const nr = intersect(device.nrBands, carrier.plan.nrBands);
  const fourG = assessFourG(device, carrier, lte, reasons);
  const fiveG = assessFiveG(device, carrier, nr, reasons);
  const volte = assessVolte(device, carrier, fourG, facts, context.today, reasons);
  const wifiCalling = assessWifiCalling(carrier, fourG, facts, reasons);
  legacyWarnings(carrier, context.today, reasons);
  const capabilities = { fourG, fiveG, volte, wifiCalling };
  const inferred = inferredOf({ volte, wifiCalling }, facts.device, impliedOffers(carrier, facts));
  const { verdict, headline } = decideVerdict(capabilities, reasons, {
    carrierName: carrier.name,
    voiceNeedsVolte: needsVolte(carrier.plan, context.today),
    // A fallback for calls is unknown on a derived plan, and on a curated one whose 2G/3G is closing with no end date.
    legacyUnknown: carrier.confidence === 'derived' || !!carrier.plan.legacyVoiceUnknown,
    // Watches carry LTE alone; a CDMA network serves only the phones made for it.
    legacyListed: device.deviceType === 'watch' ? [] : carrier.derivedFrom?.gsmLegacy,
    known: true,
    bandListInDoubt: device.lteBandsIncomplete !== undefined,
    approvalMissing: facts.approval && !facts.approval.approved && fourG !== 'not_supported' ? facts.approval.basis : null,
    approver: facts.carrier.policyOf,
    wifiCallingInferred: inferred.includes('wifiCalling'),
    dataDevice: DATA_DEVICES[device.deviceType],
  });
  return {
    capabilities,
    reasons,
    speeds: speedFigures(available(fourG) ? lteDownlinkPeak(device.lteCategory) : null, available(fiveG) ? DEFAULT_5G_MBPS : null, device.lteCategory !== undefined),
    verdict,
    headline,
    compatible: isCompatible(verdict),
    matchedBands: { lte, nr },
    inferred,
  };
}

/** Devices made for data, not calls, as a headline names them. */
const DATA_DEVICES: Partial<Record<DeviceModel['deviceType'], string>> = { tablet: 'tablet', hotspot: 'mobile hotspot' };

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
  // Downlink-only bands carry no cell of their own: they neither give service nor count as missing.
  const cells = c.plan.coreLteBands.filter((b) => !isDownlinkOnly(b));
  if (cells.length === 0 && c.confidence === 'derived') {
    // A public list that names no LTE frequency (a 5G-only entry, an MVNO) says nothing of its 4G.
    reasons.push({ capability: 'fourG', text: `The public list names no LTE frequency for ${name}: 4G support is unknown.` });
    return 'unknown';
  }
  const served = matched.filter((b) => !isDownlinkOnly(b));
  const doubt = incompleteList(d, c, served, cells, reasons);
  if (doubt) return doubt;
  if (served.length === 0) {
    const bands = cells.length ? `core bands (${cells.join(', ')})` : 'LTE bands (none listed)';
    reasons.push({ capability: 'fourG', text: `No LTE band in common with ${name}'s ${bands}: no 4G service.` });
    return 'not_supported';
  }
  let level: CapabilityLevel = 'supported';
  const required = c.plan.requiredLteBands ?? [];
  const missingRequired = required.filter((b) => !hasBand(d.lteBands, b));
  for (const band of missingRequired) {
    reasons.push({ capability: 'fourG', text: `Missing ${lteBandLabel(band)}, which ${name}'s device policy requires for full service (LTE bands ${required.join(', ')}).` });
    level = 'limited';
  }
  // The policy's band list and the result name the same bands: both read the carrier's required list.
  if (required.length > 0 && missingRequired.length === 0) {
    reasons.push({ capability: 'fourG', text: `Has every LTE band ${name}'s device policy requires (${required.join(', ')}).` });
  }
  const groups = lowBandGroups(c.plan.lowBands, c.plan.lowBandLabels, lteBandName);
  const missingLow = groups.filter((g) => !g.bands.some((b) => hasBand(d.lteBands, b)));
  for (const group of missingLow) {
    const what =
      group.bands.length === 1
        ? lteBandLabel(group.bands[0], c.plan.lowBandLabels[String(group.bands[0])])
        : `${group.frequency} (band ${group.bands.slice(0, -1).join(', ')} or ${group.bands[group.bands.length - 1]})`;
    reasons.push({ capability: 'fourG', text: `Missing ${what}, ${name}'s low band: reduced indoor and rural coverage.` });
  }
  const viaWider = served.filter((b) => servingBand(d.lteBands, b) !== b).map((b) => `${b} through ${servingBand(d.lteBands, b)}`);
  const wider = viaWider.length ? `; band ${viaWider.join(', band ')}, which contains it` : '';
  const few = served.length < cells.length / 2;
  const lacking = cells.filter((b) => !served.includes(b));
  const lacks = lacking.length ? `; lacks ${lacking.join(', ')}` : '';
  reasons.push({ capability: 'fourG', text: `Supports ${few ? 'only ' : ''}${served.length} of ${name}'s ${cells.length} core LTE bands (${served.join(', ')})${lacks}${wider}.` });
  if (missingLow.length > 0 || few) level = 'limited';
  return unknownBands.length > 0 && unlistedBandsLimit(d, c, unknownBands, reasons) ? 'limited' : level;
}

/**
 * A device whose source's LTE list may lack bands: a band of the carrier's missing from it is
 * unknown, said with why, instead of a limit; null where nothing the carrier needs is missing.
 */
function incompleteList(d: DeviceModel, c: Carrier, served: number[], cells: number[], reasons: Reason[]): CapabilityLevel | null {
  if (!d.lteBandsIncomplete) return null;
  const needed = new Set([...cells, ...(c.plan.requiredLteBands ?? []), ...c.plan.lowBands.filter((b) => !isDownlinkOnly(b))]);
  const missing = [...needed].filter((b) => !hasBand(d.lteBands, b)).sort((a, b) => a - b);
  if (missing.length === 0) return null;
  const has = served.length ? `It has ${served.length} of ${c.name}'s ${cells.length} core LTE bands (${served.join(', ')}); ` : '';
  reasons.push({
    capability: 'fourG',
    text: `${has}the source's LTE list for this model may be incomplete (${d.lteBandsIncomplete}), so whether it has band ${missing.join(', ')} is unknown: 4G support is unknown.`,
  });
  return 'unknown';
}

/**
 * The frequencies of a derived plan that name no single band ("LTE 850" in Japan is band 18, 19
 * or 26), said in the reasons. A low one is coverage: a device with every band it can be has it,
 * one with none of them lacks it, and one with some may lack it (unless it has another of the
 * carrier's low bands). True where that limits the device's service.
 */
function unlistedBandsLimit(d: DeviceModel, c: Carrier, listed: string[], reasons: Reason[]): boolean {
  const push = (text: string): void => void reasons.push({ capability: 'fourG', text });
  push(`${c.name} also lists ${listed.join(', ')}, which names no single band here.`);
  const hasKnownLow = c.plan.lowBands.some((b) => hasBand(d.lteBands, b));
  let limits = false;
  for (const entry of listed) {
    const candidates = lowBandsAt(Number(/\d+/.exec(entry)?.[0]));
    if (!candidates) continue;
    const held = candidates.filter((b) => hasBand(d.lteBands, b));
    if (held.length === candidates.length) continue;
    const which = `${entry} is band ${candidates.slice(0, -1).join(', ')} or ${candidates[candidates.length - 1]}`;
    if (held.length === 0) {
      push(`Missing ${entry}, ${c.name}'s low band (${which}; the device has none of them): reduced indoor and rural coverage.`);
      limits = true;
    } else if (!hasKnownLow) {
      push(`Possibly missing ${entry}, ${c.name}'s low band (${which}; the device has only ${held.join(', ')}): indoor and rural coverage may be reduced.`);
      limits = true;
    }
  }
  return limits;
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
  if (c.plan.nrBands.length === 0 && c.confidence === 'derived') {
    // A list that names no 5G frequency may simply predate the carrier's 5G: that is no "no".
    reasons.push({ capability: 'fiveG', text: `The public list names no 5G frequency for ${c.name}, which does not tell whether it has 5G now: 5G support is unknown.` });
    return 'unknown';
  }
  if (c.plan.nrBands.length === 0) {
    reasons.push({ capability: 'fiveG', text: `${c.name} has no 5G network: no 5G.` });
    return 'not_supported';
  }
  const doubt = incompleteNrList(d, c, matched, reasons);
  if (doubt) return doubt;
  if (matched.length === 0) {
    reasons.push({ capability: 'fiveG', text: `No 5G band in common with ${c.name} (network uses n${c.plan.nrBands.join(', n')}).` });
    return 'not_supported';
  }
  const bands = `n${matched.join(', n')}`;
  const mmWaveOnly = matched.every(isMmWave);
  reasons.push({ capability: 'fiveG', text: mmWaveOnly ? `Only ${c.name}'s mmWave 5G (${bands}) is in common: 5G in small dense areas only.` : `5G on ${c.name}'s ${bands}.` });
  if (unknownBands.length > 0) {
    reasons.push({ capability: 'fiveG', text: `${c.name} also lists ${unknownBands.join(', ')}, which names no single 5G band here, so whether the device has ${unknownBands.length > 1 ? 'them' : 'it'} is not known.` });
  }
  return mmWaveOnly ? 'limited' : 'supported';
}

/**
 * A device whose source's 5G list may lack bands: the carrier's 5G bands missing from it are
 * unknown, said with why. 5G on a sub-6 GHz band in common stays supported; with none, or mmWave
 * alone, 5G support is unknown rather than absent or limited. Null where nothing is in doubt.
 */
function incompleteNrList(d: DeviceModel, c: Carrier, matched: number[], reasons: Reason[]): CapabilityLevel | null {
  const missing = d.nrBandsIncomplete ? c.plan.nrBands.filter((b) => !d.nrBands.includes(b)) : [];
  if (missing.length === 0) return null;
  const why = `source's 5G list for this model may be incomplete (${d.nrBandsIncomplete}), so whether it has n${missing.join(', n')} is unknown`;
  const bands = `n${matched.join(', n')}`;
  if (matched.some((b) => !isMmWave(b))) {
    reasons.push({ capability: 'fiveG', text: `5G on ${c.name}'s ${bands}; the ${why}.` });
    return 'supported';
  }
  const lead = matched.length ? `Only ${c.name}'s mmWave 5G (${bands}) is known to be in common; the` : 'The';
  reasons.push({ capability: 'fiveG', text: `${lead} ${why}: 5G support is unknown.` });
  return 'unknown';
}

/** The voice capabilities given (supported or limited) on an inference: the device rule, or a carrier offer only implied. */
/** Which frequencies the list's notes settled ("LTE 850 as band 19"), said after the frequency list. */
const notesRead = (carrier: Carrier): string => {
  const settled = carrier.derivedFrom?.settledByNotes;
  return settled ? ` and the band numbers its notes there state (${settled.join(', ')})` : '';
};

function inferredOf(levels: Pick<Capabilities, VoiceCapability>, device: DeviceVoiceFacts, implied: Record<VoiceCapability, boolean>): VoiceCapability[] {
  return VOICE_CAPABILITIES.filter((name) => (levels[name] === 'supported' || levels[name] === 'limited') && (device[name].answer === 'likely' || implied[name]));
}

function unknownAssessment(carrier: Carrier): Assessment {
  const text = `No band data for this device, so support on ${carrier.name} cannot be assessed.`;
  const capabilities = { fourG: 'unknown', fiveG: 'unknown', volte: 'unknown', wifiCalling: 'unknown' } as const;
  const reasons = CAPABILITY_NAMES.map((capability) => ({ capability, text }));
  const { verdict, headline } = decideVerdict(capabilities, reasons, { carrierName: carrier.name, voiceNeedsVolte: false, known: false });
  return {
    capabilities,
    reasons,
    speeds: { fourGMbps: null, fiveGMbps: null, note: UNKNOWN_SPEEDS_NOTE },
    verdict,
    headline,
    compatible: false,
    matchedBands: { lte: [], nr: [] },
    inferred: [],
  };
}

const intersect = (a: number[], b: number[]): number[] => a.filter((x) => b.includes(x)).sort((x, y) => x - y);
