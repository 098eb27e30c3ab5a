import type { DeviceModel } from './device';

/**
 * Normalises a device name so that the spellings found in TAC databases meet the catalog's:
 * case, spacing and punctuation, a leading brand, storage sizes ("64GB", "(with 64 GB storage)")
 * and colours in parentheses are ignored.
 */
export function normaliseDeviceName(name: string, make = ''): string {
  let n = name.toLowerCase();
  n = n.replace(/\([^)]*\)/g, ' ');
  n = n.replace(/\b\d+\s*(gb|tb)\b/g, ' ');
  const brand = make.toLowerCase().trim();
  if (brand && n.trim().startsWith(brand + ' ')) n = n.trim().slice(brand.length);
  return n.replace(/[^a-z0-9+]+/g, ' ').trim();
}

/** An index from normalised names to catalog models, built once per catalog. */
export class ModelMatcher {
  private readonly byName = new Map<string, DeviceModel>();

  constructor(models: DeviceModel[]) {
    for (const m of models) {
      const brand = m.make.toLowerCase();
      for (const name of [m.model, ...m.aka, ...m.modelNumbers]) {
        const key = `${brand}|${normaliseDeviceName(name, m.make)}`;
        // The first record wins, so a model's main variant is preferred over later regional ones.
        if (!this.byName.has(key)) this.byName.set(key, m);
      }
    }
  }

  /** The catalog model for a TAC database's brand and name(s), or null when none matches exactly. */
  match(make: string, names: string[]): DeviceModel | null {
    const brand = make.toLowerCase().trim();
    for (const name of names) {
      const hit = this.byName.get(`${brand}|${normaliseDeviceName(name, make)}`);
      if (hit) return hit;
    }
    return null;
  }
}
