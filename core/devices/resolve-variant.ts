import type { DeviceModel } from './device';
import { sameMaker } from './match-model';
import { ModelNumberIndex } from './model-numbers';

/** One variant a TAC may be: a catalog record, or model codes the catalog has no bands for (model null). */
export interface Variant {
  /** "SM-A546U (Galaxy A54 5G, US)": how the answer names it. */
  label: string;
  model: DeviceModel | null;
}

/** The catalog record a set of model codes leads to, or the variants it cannot tell apart. */
export interface ResolvedVariant {
  /** The identified record; for ambiguous codes a record of the bands common to the listed variants. */
  model: DeviceModel;
  /** The identified model number; null when the codes lead to variants that differ. */
  modelNumber: string | null;
  ambiguous: boolean;
  /** "SM-S921U (Galaxy S24, US)" for each variant, when ambiguous. */
  candidates: string[];
  /** Found by a model code (not by the name matched at import). */
  byCode?: boolean;
  /** Codes the TAC also names that have no catalog record: the phone may be one of them. */
  unlisted?: string[];
  /** When ambiguous, every variant the phone may be, each to be assessed on its own. */
  variants?: Variant[];
}

/** Each record's band lists as one text, made once per record: identifying a TAC compares them on every check. */
const bandTexts = new WeakMap<DeviceModel, string>();
const bandText = (m: DeviceModel): string => {
  let text = bandTexts.get(m);
  if (text === undefined) bandTexts.set(m, (text = `${m.lteBands.join()}|${m.nrBands.join()}`));
  return text;
};
const sameBands = (a: DeviceModel, b: DeviceModel): boolean => a === b || bandText(a) === bandText(b);

/**
 * Model codes first: each code is looked up by model number; codes of one record (sibling codes
 * such as SM-S921U and SM-S921U1) pick that record. Codes leading to records with different bands,
 * or codes without a record besides those with one, leave the variant open: the answer names them
 * and states only what holds for all of them. Codes from a TAC list count only for records of the
 * maker the list names (`listedMaker`).
 */
export function resolveModelCodes(codes: string[], index: ModelNumberIndex, listedMaker?: string): ResolvedVariant | null {
  const found: Array<{ code: string; model: DeviceModel }> = [];
  const unlisted: string[] = [];
  for (const code of codes) {
    const models = index.find(code).filter((m) => listedMaker === undefined || sameMaker(listedMaker, m.make));
    if (models.length === 0 && !unlisted.includes(code)) unlisted.push(code);
    for (const model of models) {
      if (!found.some((f) => f.model.id === model.id)) found.push({ code: ModelNumberIndex.spelling(model, code), model });
    }
  }
  if (found.length === 0) return null;
  const first = found[0];
  if (!unlisted.length && found.every((f) => sameBands(f.model, first.model))) {
    // One record, or records with the same bands: the first code's record, with its own model number.
    return { model: first.model, modelNumber: first.code, ambiguous: false, candidates: [], byCode: true };
  }
  const listed: Variant[] = found.map((f) => ({ label: variantLabel(f.code, f.model), model: f.model }));
  // Codes without a record are one more variant, of unknown bands: the phone may be one of them.
  const variants = unlisted.length ? [...listed, { label: `${unlisted.join(', ')} (no band data in the catalog)`, model: null }] : listed;
  return { model: commonBands(found.map((f) => f.model)), modelNumber: null, ambiguous: true, byCode: true, candidates: listed.map((v) => v.label), unlisted, variants };
}

/**
 * A record found by the name a TAC list gives: when the catalog has regional variants of that name
 * with different bands and the list names no model number, the variant is open.
 */
export function resolveByName(model: DeviceModel, codes: string[], index: ModelNumberIndex): ResolvedVariant {
  const named = codes.map((c) => ModelNumberIndex.spelling(model, c)).find((c) => model.modelNumbers.includes(c));
  if (named) return { model, modelNumber: named, ambiguous: false, candidates: [] };
  const namesakes = index.namesakes(model);
  if (namesakes.every((m) => sameBands(m, model))) {
    // The record's model number only when it covers exactly one and no namesake another.
    const sole = namesakes.length === 1 && model.modelNumbers.length === 1 ? model.modelNumbers[0] : null;
    return { model, modelNumber: sole, ambiguous: false, candidates: [] };
  }
  const variants: Variant[] = namesakes.map((m) => ({ label: variantLabel(m.modelNumbers[0], m), model: m }));
  return { model: commonBands(namesakes), modelNumber: null, ambiguous: true, candidates: variants.map((v) => v.label), unlisted: [], variants };
}

/** "SM-S921U (Galaxy S24, US)": a variant as the answer names it (its label's own "(SM-S921U)" left out). */
function variantLabel(code: string, model: DeviceModel): string {
  const variant = model.variant?.replace(/\s*\(([^)]*)\)$/, (whole, inner: string) => (inner.toUpperCase().includes(code.toUpperCase()) ? '' : whole));
  return `${code} (${model.model}${variant ? `, ${variant}` : ''})`;
}

/** A record that claims only what every variant supports: bands in all, a flag only when all state it. */
export function commonBands(models: DeviceModel[]): DeviceModel {
  const [first, ...rest] = models;
  const all = <T>(pick: (m: DeviceModel) => T[]): T[] => pick(first).filter((v) => rest.every((m) => pick(m).includes(v)));
  const flag = (pick: (m: DeviceModel) => boolean | null): boolean | null => {
    const values = models.map(pick);
    if (values.some((v) => v === false)) return false;
    return values.every((v) => v === true) ? true : null;
  };
  return {
    ...first,
    id: models.map((m) => m.id).join('+'),
    variant: `one of ${models.length} variants`,
    modelNumbers: models.flatMap((m) => m.modelNumbers),
    lteBands: all((m) => m.lteBands),
    nrBands: all((m) => m.nrBands),
    volte: flag((m) => m.volte),
    wifiCalling: flag((m) => m.wifiCalling),
    esim: models.every((m) => m.esim === true) ? true : models.some((m) => m.esim === null) ? null : false,
    lteCategory: models.every((m) => m.lteCategory) ? Math.min(...models.map((m) => m.lteCategory!)) : undefined,
    tacs: [],
  };
}
