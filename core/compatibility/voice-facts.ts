import type { Carrier } from '../carriers/carrier';
import { citeSource, type DeviceModel, type SourceRef } from '../devices/device';
import type { VoiceKnowledge } from './voice-knowledge';
import type { DeviceVoiceFacts, ModelApproval, VoiceFact, VoiceFacts } from './voice-facts.types';

/** The market the VoLTE inference rule is drawn from. */
const US = 'United States';

/** First release year from which the inference rule below applies. */
export const INFERENCE_FROM_YEAR = 2019;

/**
 * The documented inference rule, quoted in every reason that relies on it. It is a rule, not a
 * maker's statement, so the answer it gives is `likely`, never `yes`.
 */
const inferenceRule = (what: string, basis: string): string =>
  `inference, not a maker's statement: LTE smartphones released from ${INFERENCE_FROM_YEAR} on are taken to support ${what}, ${basis}`;
const VOLTE_INFERENCE_RULE = inferenceRule('VoLTE', 'because US carriers stopped activating phones without it (T-Mobile from 2020-08-04) and switched 3G voice off in 2022');
/** The same rule on a carrier outside the United States, where its US basis says nothing of the carrier's own set-up. */
const VOLTE_INFERENCE_RULE_ABROAD = inferenceRule(
  'VoLTE',
  'a rule drawn from the US market (carriers there stopped activating phones without it, T-Mobile from 2020-08-04, and switched 3G voice off in 2022); ' +
    'no source read says whether this model has VoLTE on networks outside the United States',
);
const WIFI_CALLING_INFERENCE_RULE = inferenceRule('Wi-Fi calling', 'which runs on the same IMS voice service as VoLTE');


/** Whether the inference rule covers this record: an LTE smartphone from the rule's first year on. */
export const inferenceApplies = (d: DeviceModel): boolean =>
  d.deviceType === 'smartphone' && d.lteBands.length > 0 && (d.releaseYear ?? 0) >= INFERENCE_FROM_YEAR;

function fact(stated: boolean | null | undefined, source: SourceRef, basis: string): VoiceFact | null {
  if (stated === null || stated === undefined) return null;
  return { answer: stated ? 'yes' : 'no', basis: `${basis} (${citeSource(source)})`, source };
}

/**
 * (a) What the device can do, from the strongest source there is: the maker's statement kept
 * beside the catalog, then the record's own source, then the inference rule, else not stated.
 */
export function deviceVoiceFacts(d: DeviceModel, knowledge: VoiceKnowledge, carrierCountry = US): DeviceVoiceFacts {
  const maker = knowledge.deviceStatement(d.id);
  const pick = (key: 'volte' | 'wifiCalling', rule: string): VoiceFact =>
    (maker && fact(maker[key], maker.source, `stated by ${d.make}`)) ??
    fact(d[key], d.source, "stated by the device record's source") ??
    (inferenceApplies(d)
      ? { answer: 'likely', basis: rule, source: null }
      : { answer: 'not_stated', basis: `no source read states it for the ${d.make} ${d.model}`, source: null });
  const volteRule = carrierCountry === US ? VOLTE_INFERENCE_RULE : VOLTE_INFERENCE_RULE_ABROAD;
  return { volte: pick('volte', volteRule), wifiCalling: pick('wifiCalling', WIFI_CALLING_INFERENCE_RULE) };
}

/** Model codes as a variant label gives them: "XT2315-1, XT2315-4", "SM-A315F/DS", "XQ-CC54 / XQ-CC72". */
const MODEL_CODES = /^(?=[^,]*\d)[A-Z0-9][A-Z0-9/-]{3,}(\s*[,/]\s*[A-Z0-9][A-Z0-9/-]+)*$/;

/** The variant in a few words for a sentence, e.g. "international variant", "Europe variant" or "model XT2415-3". */
export function variantWords(d: DeviceModel): string {
  const label = d.variant?.split(' (')[0].trim().replace(/\s+(band list|models?)$/i, '');
  if (!label) return 'no approval on record';
  if (MODEL_CODES.test(label)) return `model ${label}`;
  // Place names keep their capitals; the two common words do not.
  return `${label.replace(/^(International|Global)\b/, (w) => w.toLowerCase())} variant`;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * (c) Where the carrier admits approved models only: is this one approved, and who says so. A
 * variant the carrier sells (its name in the record's variant label) counts, as do sourced rules.
 * Rules are matched against the model number identified when there is one (a record may list a
 * carrier model and its unlocked twin, SM-S918U and SM-S918U1), else against the record's numbers.
 */
export function modelApproval(d: DeviceModel, c: Carrier, facts: VoiceFacts['carrier'], modelNumber?: string | null): ModelApproval | null {
  if (facts.acceptance?.kind !== 'approved_models_only') return null;
  const seller = [c.name, facts.policyOf].find((name) => name && d.variant && new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(d.variant));
  if (seller) return { approved: true, basis: `the ${seller} variant, sold by ${seller} (${citeSource(d.source)})`, source: d.source };
  for (const rule of facts.approvals) {
    if (rule.make.toLowerCase() !== d.make.toLowerCase()) continue;
    if (rule.minReleaseYear !== undefined && (d.releaseYear ?? 0) < rule.minReleaseYear) continue;
    const pattern = new RegExp(rule.modelNumberPattern);
    if ((modelNumber ? [modelNumber] : d.modelNumbers).some((n) => pattern.test(n))) return { approved: true, basis: `${rule.basis} (${citeSource(rule.source)})`, source: rule.source };
  }
  return { approved: false, basis: modelNumber ? `model ${modelNumber}` : variantWords(d), source: null };
}

/** The three voice facts of one device (of the identified model number, when known) on one carrier. */
export function gatherVoiceFacts(d: DeviceModel, c: Carrier, knowledge: VoiceKnowledge, modelNumber?: string | null): VoiceFacts {
  const carrier = knowledge.carrierFacts(c);
  return { device: deviceVoiceFacts(d, knowledge, c.country), carrier, approval: modelApproval(d, c, carrier, modelNumber) };
}
