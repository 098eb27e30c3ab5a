import type { DeviceModel } from './device';

/**
 * A model number as a matching key: upper case without spaces, typographic hyphens (copied from a
 * web page: U+2010 to U+2015, the minus sign) as the plain one. Samsung's dual-SIM suffix ("/DS")
 * and a region suffix after a slash name the same hardware, so they are matched without it when
 * the full code is not in the catalog.
 */
export const modelNumberKey = (code: string): string => code.toUpperCase().replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212]/g, '-');

const withoutSuffix = (key: string): string => key.replace(/\/[A-Z0-9]{1,4}$/, '');

/**
 * A key without hyphens and slashes, for a code typed without them ("SMS901U1", "SM S901U1" for
 * "SM-S901U1"; "SM-S921BDS" for "SM-S921B/DS").
 */
const withoutSeparators = (key: string): string => key.replace(/[-/]/g, '');

/** A model number's key however it is written: any letter case, spacing or hyphens, without a suffix such as Samsung's "/DS". */
export const looseModelNumberKey = (code: string): string => withoutSeparators(withoutSuffix(modelNumberKey(code)));

/** One model number however it is written (see looseModelNumberKey). */
export const sameModelNumber = (a: string, b: string): boolean => looseModelNumberKey(a) === looseModelNumberKey(b);

/** Model numbers an error gives as examples: each names a catalog model, so a visitor who copies the format is answered. */
export const MODEL_NUMBER_EXAMPLES = ['SM-S921U', 'A3090', 'G2YBB'] as const;

/** True for text shaped like a model code ("SM-S921U", "A3081", "G020M", "XT2415-5"), not a marketing name. */
export function looksLikeModelNumber(text: string): boolean {
  const t = text.trim();
  return /^[A-Za-z0-9][A-Za-z0-9/_.-]{1,29}$/.test(t) && /\d/.test(t);
}

/**
 * The hardware family of a Samsung model code: "SM-S921U", "SM-S921B/DS" and "SM-S9210" are all
 * Galaxy S24s ("SM-S921"), with region-specific radios. Null for other makers' codes.
 */
export const samsungFamily = (code: string): string | null => /^(SM-[A-Z]\d{3})/.exec(modelNumberKey(code))?.[1] ?? null;

/** Whether model codes are all of one Samsung hardware family (SM-A500F, SM-A500H): one device, in regional variants. */
export function oneSamsungFamily(codes: string[]): boolean {
  const family = samsungFamily(codes[0] ?? '');
  return family !== null && codes.every((code) => samsungFamily(code) === family);
}

function add(map: Map<string, DeviceModel[]>, key: string, model: DeviceModel): void {
  const list = map.get(key) ?? [];
  if (!list.includes(model)) list.push(model);
  map.set(key, list);
}

/** Catalog models by their model numbers (and by name, for regional variants), built once per catalog. */
export class ModelNumberIndex {
  private readonly byKey = new Map<string, DeviceModel[]>();
  /** The same keys without hyphens, asked only when the code as typed matches none. */
  private readonly byLooseKey = new Map<string, DeviceModel[]>();
  private readonly byFamily = new Map<string, DeviceModel>();
  private readonly byName = new Map<string, DeviceModel[]>();

  constructor(models: DeviceModel[]) {
    for (const m of models) {
      const name = `${m.make}|${m.model}`;
      this.byName.set(name, [...(this.byName.get(name) ?? []), m]);
      for (const n of m.modelNumbers) {
        const family = samsungFamily(n);
        if (family && !this.byFamily.has(family)) this.byFamily.set(family, m);
        for (const key of new Set([modelNumberKey(n), withoutSuffix(modelNumberKey(n))])) {
          add(this.byKey, key, m);
          add(this.byLooseKey, withoutSeparators(key), m);
        }
      }
    }
  }

  /** The records that list this model number (several when variants share one), exact code first. */
  find(code: string): DeviceModel[] {
    const key = modelNumberKey(code);
    return this.byKey.get(key) ?? this.byKey.get(withoutSuffix(key)) ?? this.byLooseKey.get(withoutSeparators(key)) ?? this.byLooseKey.get(withoutSeparators(withoutSuffix(key))) ?? [];
  }

  /** A catalog record of another variant of the same hardware family: its name may be shown, never its bands. */
  sibling(code: string): DeviceModel | null {
    const family = samsungFamily(code);
    return family ? (this.byFamily.get(family) ?? null) : null;
  }

  /** The records of the same make and model name (regional variants), the record itself included. */
  namesakes(model: DeviceModel): DeviceModel[] {
    return this.byName.get(`${model.make}|${model.model}`) ?? [model];
  }

  /** The model number as the record spells it, for the answer ("sm-s921u" -> "SM-S921U"). */
  static spelling(model: DeviceModel, code: string): string {
    const key = modelNumberKey(code);
    const compact = withoutSeparators(key);
    const spelt = (same: (n: string) => boolean) => model.modelNumbers.find(same);
    return spelt((n) => modelNumberKey(n) === key) ?? spelt((n) => withoutSeparators(modelNumberKey(n)) === compact) ?? spelt((n) => sameModelNumber(n, key)) ?? code.trim();
  }
}
