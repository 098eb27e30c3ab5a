import type { Carrier } from '../carriers/carrier';
import { isSwitchedOff, needsVolte } from '../carriers/carrier';
import { citeSource, type DeviceModel, type SourceRef } from '../devices/device';
import type { CapabilityLevel, Reason } from './compatibility.types';
import type { VoiceFact, VoiceFacts } from './voice-facts.types';

/** Days ahead within which a legacy shutdown earns a dated warning. */
const WARN_DAYS = 92;

const deviceSays = (f: VoiceFact, what: string): string =>
  f.answer === 'likely' ? `the device likely supports ${what} (${f.basis})` : `the device supports ${what}, ${f.basis}`;

/** A carrier's offer of VoLTE or Wi-Fi calling as a source states it, and that source. */
interface StatedOffer {
  offered: boolean;
  basis: string;
  /** Only implied by the configuration (a default-on key), not stated: an inference. */
  implied?: boolean;
}

/**
 * The carrier's configuration where it states the offer, then the carrier record's own sourced
 * statement, then what the configuration implies (a key that sets the service on by default).
 */
function statedOffer(configured: VoiceFact, recorded: { offered: boolean; source: SourceRef } | undefined): StatedOffer | null {
  if (configured.answer === 'yes' || configured.answer === 'no') return { offered: configured.answer === 'yes', basis: configured.basis };
  if (recorded) return { offered: recorded.offered, basis: citeSource(recorded.source) };
  return configured.answer === 'likely' ? { offered: true, basis: configured.basis, implied: true } : null;
}

/** "T-Mobile offers them (source)", or for an offer the configuration only implies, an inference saying so. */
const offerText = (c: Carrier, offer: StatedOffer, what: string): string =>
  offer.implied ? `${c.name} likely offers ${what} (inference, not a statement: ${offer.basis})` : `${c.name} offers ${what} (${offer.basis})`;

/** The voice services whose carrier side rests on an implied offer alone, not a statement. */
export function impliedOffers(c: Carrier, facts: VoiceFacts): { volte: boolean; wifiCalling: boolean } {
  const { wifiCalling, wifiCallingSource } = c.plan;
  return {
    volte: statedOffer(facts.carrier.offersVolte, c.plan.volteOffer)?.implied === true,
    wifiCalling: statedOffer(facts.carrier.offersWifiCalling, recordedWifiCalling(wifiCalling, wifiCallingSource))?.implied === true,
  };
}

const recordedWifiCalling = (offered: boolean | null, source: SourceRef | null | undefined) => (offered !== null && source ? { offered, source } : undefined);

/** How the carrier's side of VoLTE is known: a statement, or calls that can go no other way. */
function carrierOffersVolte(c: Carrier, stated: StatedOffer | null, today: string | undefined): string | null {
  if (stated?.offered) return offerText(c, stated, 'it');
  if (needsVolte(c.plan, today)) return `${c.name} carries calls only over LTE`;
  return null;
}

/**
 * VoLTE on a carrier is three facts: the device can, the carrier offers it, and the carrier
 * accepts this model. Without it, calls fall back to 2G/3G where those still run.
 */
export function assessVolte(
  d: DeviceModel,
  c: Carrier,
  fourG: CapabilityLevel,
  facts: VoiceFacts,
  today: string | undefined,
  reasons: Reason[],
): CapabilityLevel {
  const push = (text: string): void => void reasons.push({ capability: 'volte', text });
  if (fourG === 'unknown') return push(`VoLTE needs 4G, and 4G support on ${c.name} is unknown.`), 'unknown';
  if (fourG === 'not_supported') return push('No VoLTE without 4G service on this network.'), 'not_supported';
  const device = facts.device.volte;
  if (device.answer === 'not_stated') {
    return push(`No source states whether this model can call over LTE (${device.basis}), so calls over LTE on ${c.name} are unknown.`), 'unknown';
  }
  if (device.answer === 'no') return assessWithoutVolte(d, c, facts, today, push);
  const stated = statedOffer(facts.carrier.offersVolte, c.plan.volteOffer);
  if (stated && !stated.offered) {
    push(`${c.name} does not offer VoLTE (${stated.basis}).`);
    return needsVolte(c.plan, today) ? 'not_supported' : 'limited';
  }
  const offer = carrierOffersVolte(c, stated, today);
  if (!offer) {
    return push(`Calls over LTE on ${c.name} are unknown: ${deviceSays(device, 'them')}, but no source read says ${c.name} offers them.`), 'unknown';
  }
  const approval = facts.approval;
  if (approval && !approval.approved) {
    const policy = facts.carrier.acceptance!;
    push(`${policyOwner(c, facts)} policy is ${policy.text} (${policy.source.name}); this model is not known to be approved (${approval.basis}), though ${deviceSays(device, 'calls over LTE')}.`);
    return 'limited';
  }
  const approved = approval ? `; approved: ${approval.basis}` : '';
  push(`Calls over LTE on ${c.name}: ${deviceSays(device, 'it')}; ${offer}${approved}.`);
  return 'supported';
}

/** "AT&T's", or for an MVNO under its host's policy "Cricket Wireless runs on AT&T's network, and AT&T's". */
const policyOwner = (c: Carrier, facts: VoiceFacts): string =>
  facts.carrier.policyOf ? `${c.name} runs on ${facts.carrier.policyOf}'s network, and ${facts.carrier.policyOf}'s` : `${c.name}'s`;

function assessWithoutVolte(d: DeviceModel, c: Carrier, facts: VoiceFacts, today: string | undefined, push: (t: string) => void): CapabilityLevel {
  const policy = facts.carrier.acceptance;
  const why = policy?.kind === 'volte_required' ? ` (${facts.carrier.policyOf ? `${facts.carrier.policyOf}'s policy, on whose network it runs: ` : ''}${policy.text}; ${policy.source.name})` : '';
  if (needsVolte(c.plan, today)) {
    push(`The ${d.model} has no VoLTE (${facts.device.volte.basis}), and ${c.name} has no 2G or 3G voice to fall back on${why}: no voice calls at all.`);
    return 'not_supported';
  }
  if (c.plan.legacyVoiceUnknown) {
    push(`No VoLTE (${facts.device.volte.basis}): whether calls can fall back to ${c.name}'s 2G/3G is unknown: ${c.plan.legacyVoiceUnknown}.`);
    return 'unknown';
  }
  const fallback = fallbackNetwork(c, today);
  if (!fallback) {
    push(`The ${d.model} has no VoLTE (${facts.device.volte.basis}), and the public MCC/MNC list names no 2G or 3G network of ${c.name} ("${c.derivedFrom?.text}"): whether it carries calls without VoLTE is unknown.`);
    return 'unknown';
  }
  push(`No VoLTE (${facts.device.volte.basis}): calls fall back to ${c.name}'s ${fallback} network, with no calls during 4G data.`);
  return 'limited';
}

/** The 2G or 3G network calls fall back to: one still running and, on a derived plan, one its list names; null when none. */
function fallbackNetwork(c: Carrier, today: string | undefined): '2G' | '3G' | null {
  const listed = c.derivedFrom?.legacy ?? ['2G', '3G'];
  if (listed.includes('3G') && !isSwitchedOff(c.plan.legacyShutdown.threeG, today)) return '3G';
  return listed.includes('2G') && !isSwitchedOff(c.plan.legacyShutdown.twoG, today) ? '2G' : null;
}

/**
 * Wi-Fi calling needs both the device and the carrier; unknown where no source gives either, and
 * where the device cannot use the carrier's network at all (the service belongs to that network).
 */
export function assessWifiCalling(c: Carrier, fourG: CapabilityLevel, facts: VoiceFacts, reasons: Reason[]): CapabilityLevel {
  const push = (text: string): void => void reasons.push({ capability: 'wifiCalling', text });
  if (fourG === 'not_supported') {
    return push(`Not assessed: Wi-Fi calling is a service of ${c.name}'s network, which this device cannot use (no 4G service on it).`), 'unknown';
  }
  const device = facts.device.wifiCalling;
  if (device.answer === 'not_stated') return push(`No source states whether this model can call over Wi-Fi (${device.basis}).`), 'unknown';
  if (device.answer === 'no') return push(`The device does not support Wi-Fi calling (${device.basis}).`), 'not_supported';
  if (facts.approval && !facts.approval.approved) {
    // Wi-Fi calls register with the same IMS voice service as VoLTE, which admits approved models only.
    return push(`Wi-Fi calling uses ${c.name}'s voice service, as VoLTE does, and this model is not known to be approved for it (${facts.approval.basis}).`), 'unknown';
  }
  const stated = statedOffer(facts.carrier.offersWifiCalling, recordedWifiCalling(c.plan.wifiCalling, c.plan.wifiCallingSource));
  if (!stated) return push(`Whether ${c.name} offers Wi-Fi calling is not known.`), 'unknown';
  if (!stated.offered) return push(`${c.name} does not offer Wi-Fi calling (${stated.basis}).`), 'not_supported';
  push(`Calls over Wi-Fi on ${c.name}: ${deviceSays(device, 'them')}; ${offerText(c, stated, 'them')}.`);
  return 'supported';
}

/** A 2G or 3G network closing soon gets a dated warning; one already closed is simply gone. */
export function legacyWarnings(c: Carrier, today: string | undefined, reasons: Reason[]): void {
  if (!today) return;
  const { threeG, twoG, planned = [] } = c.plan.legacyShutdown;
  for (const [label, date, key] of [['3G', threeG, 'threeG'], ['2G', twoG, 'twoG']] as const) {
    if (!date || isSwitchedOff(date, today) || daysBetween(today, date) > WARN_DAYS) continue;
    const when = planned.includes(key) ? `plans to switch its ${label} network off by ${date}` : `switches its ${label} network off on ${date}`;
    reasons.push({ capability: 'volte', text: `${c.name} ${when}: from then on, calls need VoLTE${label === '3G' && !twoG ? '' : ' where no other legacy network remains'}.` });
  }
}

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
