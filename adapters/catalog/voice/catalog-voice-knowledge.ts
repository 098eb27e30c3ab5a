import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Carrier, CarrierVoiceFacts, DeviceVoiceStatement, VoiceFact, VoiceKnowledge } from '../../../core';
import { AOSP_DIR, AOSP_SOURCE_NAME, AospVoiceIndex, type AospCarrierVoice } from '../aosp-carrier-config';
import { carrierVoiceSchema, deviceVoiceSchema, type CarrierVoiceRecord } from './voice-schema';

const VOICE_DIR = __dirname;
const AOSP_DATE = '2021-11-16';

/** Reads one voice data file; a record that fails its schema (a fact without a source) stops start-up, named. */
function readRecords<S extends z.ZodTypeAny>(file: string, schema: S, key: string, dir: string): Array<z.infer<S>> {
  const raw = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[];
  return raw.map((item, i) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    const name = (item as Record<string, unknown>)?.[key] ?? `#${i}`;
    const issue = parsed.error.issues[0];
    throw new Error(`voice/${file}: record ${String(name)}: ${issue.path.join('.')} ${issue.message}`);
  });
}

const notStated = (what: string): VoiceFact => ({ answer: 'not_stated', basis: `the AOSP carrier configuration does not state ${what}`, source: null });

function offerFact(aosp: AospCarrierVoice | undefined, key: 'volte' | 'wifiCalling', what: string): VoiceFact {
  const value = aosp?.[key];
  if (value === null || value === undefined) return notStated(what);
  const source = { name: `${AOSP_SOURCE_NAME}, carrier id ${aosp!.carrierId} (${aosp!.name})`, date: AOSP_DATE };
  // A default-on key implies the service without stating it: an inference, whose basis names the key.
  const implied = key === 'wifiCalling' ? aosp!.wifiCallingImplied : undefined;
  if (implied) {
    const basis = `${source.name}, ${AOSP_DATE}: ${implied.key} is true, which ${implied.meaning}; the file does not state the offer itself (carrier_wfc_ims_available_bool)`;
    return { answer: 'likely', basis, source };
  }
  return { answer: value ? 'yes' : 'no', basis: `${source.name}, ${AOSP_DATE}`, source };
}

type Offer = Pick<CarrierVoiceFacts, 'offersVolte' | 'offersWifiCalling'>;
type Policy = Pick<CarrierVoiceFacts, 'acceptance' | 'approvals'>;

const offerOf = (config: AospCarrierVoice | undefined): Offer => ({
  offersVolte: offerFact(config, 'volte', 'VoLTE'),
  offersWifiCalling: offerFact(config, 'wifiCalling', 'Wi-Fi calling'),
});

/**
 * The sourced voice facts, loaded once at start-up: maker statements by catalog record id, each
 * curated carrier's AOSP configuration (found through its MCC/MNC), acceptance policy and approvals.
 * A derived carrier's configuration is looked up by its network codes when first asked for.
 */
export class CatalogVoiceKnowledge implements VoiceKnowledge {
  private constructor(
    private readonly statements: Map<string, DeviceVoiceStatement>,
    private readonly offers: Map<string, Offer>,
    private readonly policies: Map<string, Policy>,
    private readonly names: Map<string, string>,
    private readonly aosp: AospVoiceIndex,
  ) {}

  static load(carriers: Carrier[], deviceIds: string[], dir = VOICE_DIR, aospDir = AOSP_DIR): CatalogVoiceKnowledge {
    const known = new Set(deviceIds);
    const statements = new Map<string, DeviceVoiceStatement>();
    for (const s of readRecords('device-voice.json', deviceVoiceSchema, 'deviceId', dir)) {
      if (!known.has(s.deviceId)) throw new Error(`voice/device-voice.json: record ${s.deviceId}: names no catalog device`);
      statements.set(s.deviceId, s);
    }
    const records = readRecords('carrier-voice.json', carrierVoiceSchema, 'carrier', dir) as CarrierVoiceRecord[];
    const curated = new Set(carriers.filter((c) => c.confidence === 'curated').map((c) => c.id));
    for (const r of records) {
      if (!curated.has(r.carrier)) throw new Error(`voice/carrier-voice.json: record ${r.carrier}: names no curated carrier`);
    }
    const aosp = AospVoiceIndex.load(aospDir);
    const names = new Map(carriers.map((c) => [c.id, c.name]));
    const offers = new Map<string, Offer>();
    const policies = new Map<string, Policy>();
    for (const r of records) {
      policies.set(r.carrier, { acceptance: r.acceptance, approvals: r.approvals });
      if (r.mccMnc.length === 0) continue;
      offers.set(r.carrier, offerOf(aosp.voiceOf(r.mccMnc, names.get(r.carrier) ?? r.carrier)));
    }
    return new CatalogVoiceKnowledge(statements, offers, policies, names, aosp);
  }

  deviceStatement(deviceId: string): DeviceVoiceStatement | null {
    return this.statements.get(deviceId) ?? null;
  }

  /**
   * An MVNO without its own MCC/MNC record takes its host network's offer, and without a policy of
   * its own its host's acceptance policy and approvals: its calls run through the host's voice
   * service. Either says through which network it holds.
   */
  carrierFacts(carrier: Carrier): CarrierVoiceFacts {
    const host = carrier.hostNetwork ?? undefined;
    const hostName = host ? (this.names.get(host) ?? host) : '';
    const ownOffer = this.offers.get(carrier.id) ?? this.derivedOffer(carrier);
    const offer = ownOffer ?? (host ? this.offers.get(host) : undefined);
    const through = (fact: VoiceFact): VoiceFact => (ownOffer ? fact : { ...fact, basis: `through ${hostName}'s network: ${fact.basis}` });
    const ownPolicy = this.policies.get(carrier.id);
    const hostPolicy = !ownPolicy && host ? this.policies.get(host) : undefined;
    const policy = ownPolicy ?? hostPolicy;
    return {
      offersVolte: offer ? through(offer.offersVolte) : notStated('VoLTE'),
      offersWifiCalling: offer ? through(offer.offersWifiCalling) : notStated('Wi-Fi calling'),
      acceptance: policy?.acceptance ?? null,
      approvals: policy?.approvals ?? [],
      ...(hostPolicy?.acceptance ? { policyOf: hostName } : {}),
    };
  }

  /** A derived carrier's offer, from the configuration its network codes find (remembered per carrier). */
  private derivedOffer(carrier: Carrier): Offer | undefined {
    if (!carrier.networkCodes?.length || this.offers.has(carrier.id)) return undefined;
    const offer = offerOf(this.aosp.voiceOf(carrier.networkCodes, carrier.name));
    this.offers.set(carrier.id, offer);
    return offer;
  }
}
