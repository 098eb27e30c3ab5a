import type { Imei } from '../imei/imei';
import { citeSource, describeModel, sourceText, type DeviceModel, type TacRecord } from './device';
import type { DeviceRegistry } from './device-registry';
import type { Identification } from './identification';
import { sameMaker } from './match-model';
import { looksLikeModelNumber, modelNumberKey, oneSamsungFamily, type ModelNumberIndex } from './model-numbers';
import { resolveByName, resolveModelCodes, type ResolvedVariant, type Variant } from './resolve-variant';
import type { GenerationRecord } from './radio-generations';
import { TAC_ORIGIN_NAME, TAC_ORIGIN_PHRASE, TAC_ORIGIN_SOURCE } from './tac-origins';

/** A device identified from its TAC (or from what the visitor said), with the plain-words account of how. */
export interface IdentifiedDevice {
  make: string;
  model: string;
  /**
   * Present when band data is known: the curated model; when ambiguous, the bands common to the
   * variants (null when one of them has no band data).
   */
  catalogModel: DeviceModel | null;
  /** When the TAC leaves the variant open: each variant it may be, assessed on its own. */
  variants?: Variant[];
  /** The model number actually identified; null when it cannot be told. */
  modelNumber: string | null;
  identification: Identification;
  tacAnalysis: string;
  /** Radio generations from a sourced sheet, when the catalog has no bands for the device. */
  generations?: GenerationRecord | null;
}

/**
 * Looks the TAC up and explains the identification; null when the TAC is not in the registry.
 * Model codes first (the TAC list's codes against catalog model numbers), then the name match
 * made when the list was imported.
 */
export async function identifyDevice(imei: Imei, registry: DeviceRegistry): Promise<IdentifiedDevice | null> {
  const record = await registry.findByTac(imei.tac);
  if (!record) return null;
  const codes = [record.model, ...(record.aka ?? [])].filter((name) => looksLikeModelNumber(name) && !isAppleBoardId(record.make, name));
  const index = await registry.modelNumberIndex();
  const resolved = resolveModelCodes(codes, index, record.make) ?? (await byName(record, codes, index, registry));
  if (!resolved) {
    const { sheet, names } = await sheetOf(record, codes, registry);
    const device = codes.length ? unmatchedCodes(imei, record, codes, index, sheet) : unmatched(imei, record, sheet);
    return withGenerations(device, sheet, names);
  }
  const catalogModel = resolved.unlisted?.length ? null : resolved.model;
  const identifiedAs = resolved.modelNumber ? ` (${resolved.modelNumber})` : '';
  const identification: Identification = {
    source: TAC_ORIGIN_SOURCE[record.origin],
    origin: TAC_ORIGIN_NAME[record.origin],
    text: resolved.ambiguous
      ? `Identified from TAC ${imei.tac} in ${TAC_ORIGIN_PHRASE[record.origin]}, which ${variantsOf(record, resolved)}`
      : `Identified from TAC ${imei.tac} in ${TAC_ORIGIN_PHRASE[record.origin]}${identifiedAs}`,
    ambiguous: resolved.ambiguous,
    candidates: resolved.candidates,
  };
  return {
    // TAC lists may name the registering company ("Samsung Korea"); a matched model names the brand.
    make: resolved.model.make,
    model: nameOf(record, resolved),
    catalogModel,
    ...(resolved.variants && { variants: resolved.variants }),
    modelNumber: resolved.modelNumber,
    identification,
    tacAnalysis: explain(imei, record, resolved),
  };
}

/** The codes a TAC names that have no catalog record, as a phrase; empty when there are none. */
const noBandList = (resolved: ResolvedVariant): string => (resolved.unlisted?.length ? `${resolved.unlisted.join(', ')}, which the catalog has no band list for` : '');

/** What an ambiguous TAC names: variants with different bands, and codes the catalog has no record for. */
function variantsOf(record: TacRecord, resolved: ResolvedVariant): string {
  if (!resolved.byCode) return `names the ${record.model} without a model number, and the catalog has variants of it with different bands: ${resolved.candidates.join('; ')}`;
  const unlisted = noBandList(resolved);
  if (resolved.candidates.length > 1) return `names variants with different bands: ${resolved.candidates.join('; ')}${unlisted ? `; and ${unlisted}` : ''}`;
  return `names ${resolved.candidates[0]} and also ${unlisted}`;
}

async function byName(record: TacRecord, codes: string[], index: ModelNumberIndex, registry: DeviceRegistry): Promise<ResolvedVariant | null> {
  const model = record.modelId ? await registry.findModel(record.modelId) : null;
  return model ? resolveByName(model, codes, index) : null;
}

/** A Samsung TAC row names a code ("SM-S921U"); a person reads the marketing name of the record it led to. */
function nameOf(record: TacRecord, resolved: ResolvedVariant | null): string {
  if (!resolved) return record.model;
  if (!resolved.ambiguous) return resolved.model.model;
  if (!looksLikeModelNumber(record.model)) return record.model;
  // Variants of different models ("Galaxy S22" and "Galaxy S22+"): the name says it may be either,
  // or a model the catalog has no record of, when the TAC also names codes without one.
  const names = [...new Set((resolved.variants ?? []).map((v) => v.model?.model).filter((n): n is string => !!n))];
  const known = names.length > 1 ? names.join(' or ') : resolved.model.model;
  return resolved.unlisted?.length ? `${known} or another model` : known;
}

/** A TAC list's device the catalog has no record for, named as the list names it. */
function unmatched(imei: Imei, record: TacRecord, sheet: GenerationRecord | null): IdentifiedDevice {
  return {
    make: record.make,
    model: record.model,
    catalogModel: null,
    modelNumber: null,
    identification: { source: TAC_ORIGIN_SOURCE[record.origin], origin: TAC_ORIGIN_NAME[record.origin], text: `Identified from TAC ${imei.tac} in ${TAC_ORIGIN_PHRASE[record.origin]}`, ambiguous: false, candidates: [] },
    tacAnalysis: `${allocation(imei)} ${identifiedAs(record)}. ${noBands('this model', sheet)} Confidence: the model name is as reliable as its source.`,
  };
}

/**
 * The GSMArena sheet for a TAC the catalog has no bands for. Its radios count only when the sheet
 * of every device the TAC lists states the same ones; it names the device only when the codes are
 * of one device: one Samsung hardware family (SM-A500F, SM-A500H, ...), or codes whose sheets are all this one.
 */
async function sheetOf(record: TacRecord, codes: string[], registry: DeviceRegistry): Promise<{ sheet: GenerationRecord | null; names: boolean }> {
  const sheets = await Promise.all(codes.map((code) => registry.findGenerations(record.make, [code])));
  // The first code's sheet, or else one found by the names the list gives and the codes inside them.
  const sheet = sheets.find((s) => s !== null) ?? (await registry.findGenerations(record.make, [record.model, ...(record.aka ?? []), ...codesWithin(record.model)]));
  if (!sheet || sheets.some((s) => s && s.generations.join() !== sheet.generations.join())) return { sheet: null, names: false };
  return { sheet, names: oneSamsungFamily(codes) || sheets.every((s) => !s || s.name === sheet.name) };
}

/** Apple's internal board names ("D101AP", "N71mAP"), which TAC lists give beside the model: not model numbers. */
const isAppleBoardId = (make: string, name: string): boolean => /^apple/i.test(make) && /^[A-Z]\d{1,3}[a-z]?AP$/i.test(name);

/** Model codes written inside a device name ("iPhone 7 A1778 TD-LTE 32GB" holds A1778). */
const codesWithin = (name: string): string[] => name.split(/[\s(),]+/).filter((t) => /^[A-Z]{1,3}-?\d{3,5}[A-Z0-9]*$/i.test(t));

/**
 * Adds the radio generations a sourced sheet states, and says so in the analysis. A device known
 * only by a model code ("SM-A500F") takes the sheet's name ("Galaxy A5") when that sheet lists the
 * code and the TAC names no other device (`names`).
 */
function withGenerations(device: IdentifiedDevice, g: GenerationRecord | null, names: boolean): IdentifiedDevice {
  if (!g) return device;
  const radios = `Radio generations from ${citeSource(g.source)}: ${g.generations.join(', ')} ("${g.technology}").`;
  const named = names && looksLikeModelNumber(device.model) && g.modelNumbers.some((code) => modelNumberKey(code) === modelNumberKey(device.model));
  return { ...device, model: named ? g.name : device.model, generations: g, tacAnalysis: `${device.tacAnalysis} ${radios}` };
}

/**
 * The TAC list names model codes the catalog has no record for (a US Galaxy whose catalog record is
 * the international one): the code is the identification; another variant's bands are never used.
 */
function unmatchedCodes(imei: Imei, record: TacRecord, codes: string[], index: ModelNumberIndex, sheet: GenerationRecord | null): IdentifiedDevice {
  // Sibling codes of one model (SM-S921U, SM-S921U1) share the first code as a prefix.
  const modelNumber = codes.every((c) => c.toUpperCase().startsWith(codes[0].toUpperCase())) ? codes[0] : null;
  const family = index.sibling(codes[0]);
  const sibling = family && sameMaker(record.make, family.make) ? family : null;
  const name = sibling ? sibling.model : record.model;
  const listed = `${TAC_ORIGIN_PHRASE[record.origin]}`;
  // A list that names the phone ("iPhone 8") gives its codes as that phone's regional variants (A1863, A1905);
  // an Osmocom row names one phone, and its "aka" column that phone's other names (Nokia 6200: NPL-3, RH-20).
  const osmocomRow = record.origin === 'osmocom' || record.origin === 'shipped-osmocom';
  const named = !sibling && ((!looksLikeModelNumber(record.model) && !codes.includes(record.model)) || osmocomRow);
  const others = codes.filter((c) => c !== record.model);
  const text = `Identified from TAC ${imei.tac} in ${listed} as ${named ? `${record.make} ${record.model}${others.length ? ` (${others.join(' / ')})` : ''}` : codes.join(' / ')}${sibling ? ` (${sibling.make} ${sibling.model})` : ''}`;
  const why = sibling && !showsNo4g(sheet) ? otherVariantsOnly(sibling, index) : noBands('this model code', sheet);
  // Codes of different phones (a Galaxy S5 mini and a J1 on one TAC): the device is any of them, none named alone.
  const several = codes.length > 1 && modelNumber === null && !sibling && !named && !oneSamsungFamily(codes);
  return {
    make: sibling?.make ?? record.make,
    model: several ? `one of ${codes.join(' / ')}` : name,
    catalogModel: null,
    modelNumber,
    identification: { source: TAC_ORIGIN_SOURCE[record.origin], origin: TAC_ORIGIN_NAME[record.origin], text, ambiguous: several, candidates: several ? codes : [] },
    tacAnalysis: `${allocation(imei)} ${text}. ${why}`,
  };
}

/** Why a variant the catalog has no record for is not assessed with a sibling variant's bands: naming every variant it has. */
export const otherVariantsOnly = (sibling: DeviceModel, index: ModelNumberIndex): string =>
  `The catalog has band data only for other variants of the ${sibling.make} ${sibling.model} (${index.namesakes(sibling).flatMap((m) => m.modelNumbers).join(', ')}), whose radios differ by region, so network support is unknown rather than borrowed from another variant.`;

/** The TAC list's name for the device, and which list said it. */
const identifiedAs = (record: TacRecord): string => `Identified as ${record.make} ${record.model} from ${TAC_ORIGIN_PHRASE[record.origin]}`;

/** Who allocated the TAC: the first sentence of every analysis. */
export const allocation = (imei: Imei): string => `TAC ${imei.tac} was allocated by ${imei.reportingBody.name} (reporting body ${imei.reportingBody.code}).`;

/** A sheet's radio generations show no 4G radio: that, not band data, decides where the phone works. */
const showsNo4g = (sheet: GenerationRecord | null): boolean => sheet !== null && !sheet.generations.includes('4G');

/**
 * What having no band data means: support on a carrier's bands is unknown, unless the radio
 * generations a sheet states (added after this) show no 4G radio, which decides it on its own.
 */
const noBands = (subject: string, sheet: GenerationRecord | null): string =>
  showsNo4g(sheet)
    ? `The catalog has no band data for ${subject}; its radio generations, below, show no 4G radio, and that decides where it works.`
    : `The catalog has no band data for ${subject}, so network support is unknown.`;

function explain(imei: Imei, record: TacRecord, resolved: ResolvedVariant): string {
  const body = allocation(imei);
  const who = identifiedAs(record);
  if (resolved.ambiguous) {
    const records = [...new Set((resolved.variants ?? []).flatMap((v) => (v.model ? [`${describeModel(v.model)}, source ${sourceText(v.model)}`] : [])))];
    const bands = records.length ? ` Bands from the curated catalog entries ${records.join('; ')}.` : '';
    // The list's first code is only one of the candidates: the analysis names none of them alone.
    return `${body} Identified from ${TAC_ORIGIN_PHRASE[record.origin]}. Variant not certain: the list ${variantsOf(record, resolved)}. Each variant is assessed on its own bands, and the answer states only what holds for all of them.${bands} Confidence: medium; give the model number from Settings > About phone for an exact answer.`;
  }
  const model = resolved.model;
  const source = sourceText(model);
  const confidence =
    record.origin === 'catalog'
      ? 'high: the TAC and bands come from the same curated record'
      : resolved.byCode
        ? `good: the TAC list names the model number ${resolved.modelNumber} of a curated catalog entry`
        : 'good: the TAC database name matched a curated catalog entry';
  return `${body} ${who}; bands from the curated catalog entry ${describeModel(model)}, source ${source}. Confidence: ${confidence}.`;
}
