import type { DeviceModel } from './device';
import { ModelNumberIndex } from './model-numbers';

/** The catalog record a set of model codes leads to, or the variants it cannot tell apart. */
export interface ResolvedVariant {
  /** The record to assess; for ambiguous codes a conservative record of the bands common to all. */
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
}

const sameBands = (a: DeviceModel, b: DeviceModel): boolean =>
  a.lteBands.join() === b.lteBands.join() && a.nrBands.join() === b.nrBands.join();

/**
 * Model codes first: each code is looked up by model number; codes of one record (sibling codes
 * such as SM-S921U and SM-S921U1) pick that record. Codes leading to records with different bands
 * are ambiguous: the answer names them and assesses only what all of them support.
 */
export function resolveModelCodes(codes: string[], index: ModelNumberIndex): ResolvedVariant | null {
  const found: Array<{ code: string; model: DeviceModel }> = [];
  const unlisted: string[] = [];
  for (const code of codes) {
    const models = index.find(code);
    if (models.length === 0 && !unlisted.includes(code)) unlisted.push(code);
    for (const model of models) {
      if (!found.some((f) => f.model.id === model.id)) found.push({ code: ModelNumberIndex.spelling(model, code), model });
    }
  }
  if (found.length === 0) return null;
  const first = found[0];
  const candidates = found.map((f) => `${f.code} (${f.model.model}${f.model.variant ? `, ${f.model.variant}` : ''})`);
  if (found.every((f) => sameBands(f.model, first.model))) {
    // One record, or records with the same bands: the first code's record, with its own model number,
    // unless the TAC also names codes without a record: then which variant this is cannot be told.
    if (unlisted.length) return { model: first.model, modelNumber: null, ambiguous: true, byCode: true, candidates, unlisted };
    return { model: first.model, modelNumber: first.code, ambiguous: false, candidates: [], byCode: true };
  }
  return { model: commonBands(found.map((f) => f.model)), modelNumber: null, ambiguous: true, byCode: true, candidates, unlisted };
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
    esim: models.every((m) => m.esim),
    lteCategory: models.every((m) => m.lteCategory) ? Math.min(...models.map((m) => m.lteCategory!)) : undefined,
    tacs: [],
  };
}

/** Name-matched record's model number: only when the record covers exactly one, never another variant's. */
export function soleModelNumber(model: DeviceModel, codes: string[]): string | null {
  for (const code of codes) {
    const spelled = ModelNumberIndex.spelling(model, code);
    if (model.modelNumbers.includes(spelled)) return spelled;
  }
  return model.modelNumbers.length === 1 ? model.modelNumbers[0] : null;
}
