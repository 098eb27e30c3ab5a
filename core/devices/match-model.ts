import type { DeviceModel } from './device';

/**
 * Brands that TAC databases spell as another company's: HMD makes Nokia phones, Redmi and POCO are
 * Xiaomi lines. Keys and values are canonical brand keys (see `canonicalBrand`).
 */
const BRAND_ALIASES = new Map(Object.entries({ hmd: 'nokia', redmi: 'xiaomi', poco: 'xiaomi', moto: 'motorola' }));

/**
 * The brand as a matching key. GSMA exports name the registering company ("Samsung Electronics Co
 * Ltd", "Motorola Mobility LLC, a Lenovo Company", "Apple Inc."), the catalog the brand ("Samsung"):
 * the first word of the company name, lower-cased, is the brand in every case we have met.
 */
export function canonicalBrand(make: string): string {
  const words = make
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]
    .replace(/[^a-z0-9&+]+/g, ' ')
    .trim()
    .split(' ');
  const first = words[0] ?? '';
  return BRAND_ALIASES.get(first) ?? first;
}

/**
 * Normalises a device name so that the spellings found in TAC databases meet the catalog's:
 * case, spacing and punctuation, a leading brand, storage sizes ("64GB", "(with 64 GB storage)")
 * and colours in parentheses are ignored; a year or "5G" in parentheses is kept. `brand` is
 * `canonicalBrand(make)`, for callers that already have it.
 */
export function normaliseDeviceName(name: string, make = '', brand = canonicalBrand(make)): string {
  let n = name.toLowerCase();
  // A year or generation in parentheses tells models apart ('iPhone SE (2022)', 'Pixel 4a (5G)',
  // 'iPad (10th generation)'); anything else there (a colour, a storage size, a carrier) does not.
  n = n.replace(/\(\s*((?:19|20)\d\d|[45]g|\d+(?:st|nd|rd|th) gen(?:eration|\.)?)\s*\)/g, ' $1 ');
  n = n.replace(/\([^)]*\)/g, ' ');
  n = n.replace(/\b\d+\s*(gb|tb)\b/g, ' ');
  n = n.trim();
  for (const prefix of [make.toLowerCase().trim(), brand]) {
    if (prefix && n.startsWith(prefix + ' ')) {
      n = n.slice(prefix.length).trim();
      break;
    }
  }
  return n.replace(/[^a-z0-9+]+/g, ' ').trim();
}

/** An index from normalised names to catalog models, built once per catalog. */
export class ModelMatcher {
  private readonly byName = new Map<string, DeviceModel>();

  constructor(models: DeviceModel[]) {
    for (const m of models) {
      const brand = canonicalBrand(m.make);
      for (const name of [m.model, ...m.aka, ...m.modelNumbers]) {
        const key = `${brand}|${normaliseDeviceName(name, m.make, brand)}`;
        // The first record wins, so a model's main variant is preferred over later regional ones.
        if (!this.byName.has(key)) this.byName.set(key, m);
      }
    }
  }

  /** The catalog model for a TAC database's brand and name(s), or null when none matches exactly. */
  match(make: string, names: string[]): DeviceModel | null {
    const brand = canonicalBrand(make);
    // Each name normalised once: an import matches every row of a TAC list.
    const keys = names.map((name) => normaliseDeviceName(name, make, brand));
    for (const key of keys) {
      const hit = this.byName.get(`${brand}|${key}`);
      if (hit) return hit;
    }
    for (const key of keys) {
      // Yearly models carry "5G" in some lists and not in others ("Moto G Power 5G (2024)" is the
      // catalog's "Moto G Power (2024)"); the year tells the model apart, so the word is dropped.
      // Without a year "5G" can name another phone (Galaxy A15 vs A15 5G) and is kept.
      if (!/\b(19|20)\d\d\b/.test(key) || !/\b5g\b/.test(key)) continue;
      const hit = this.byName.get(`${brand}|${key.replace(/\b5g\b/g, ' ').replace(/\s+/g, ' ').trim()}`);
      if (hit) return hit;
    }
    return null;
  }
}

/**
 * True when a TAC list's maker ("Samsung Korea", "Apple Inc.", "HMD Global") is the catalog's brand
 * ("Samsung", "Apple", "Nokia"). Model codes repeat across makers (Ericsson's A2628 of 1999 and
 * Apple's iPhone 13 mini A2628), so a code alone never crosses brands.
 */
export const sameMaker = (listed: string, brand: string): boolean => canonicalBrand(listed) === canonicalBrand(brand);
