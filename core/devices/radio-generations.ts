import type { SourceRef } from './device';
import { canonicalBrand, normaliseDeviceName } from './match-model';
import { looksLikeModelNumber, modelNumberKey } from './model-numbers';

export type RadioGeneration = '2G' | '3G' | '4G' | '5G';

/**
 * The radio generations a sourced spec sheet states for a device (its "Technology" line, such as
 * "GSM / HSPA"), for devices the catalog has no bands for: enough to say that a 2G/3G-only phone
 * will not work where those networks are shut down.
 */
export interface GenerationRecord {
  make: string;
  name: string;
  modelNumbers: string[];
  /** The sheet's own words, e.g. "GSM / CDMA / HSPA / EVDO / LTE". */
  technology: string;
  generations: RadioGeneration[];
  source: SourceRef;
}

/**
 * Generation records by brand and model number, then by brand and name: a code is only unique
 * within its brand (Acer's Liquid Z520 and Sony Ericsson's Z520 share "Z520").
 */
export class GenerationIndex {
  private readonly byCode = new Map<string, GenerationRecord>();
  private readonly byName = new Map<string, GenerationRecord>();

  constructor(records: GenerationRecord[]) {
    for (const r of records) {
      for (const code of r.modelNumbers) {
        const key = `${canonicalBrand(r.make)}|${modelNumberKey(code)}`;
        if (!this.byCode.has(key)) this.byCode.set(key, r);
      }
      const key = `${canonicalBrand(r.make)}|${normaliseDeviceName(r.name, r.make)}`;
      if (!this.byName.has(key)) this.byName.set(key, r);
    }
  }

  find(make: string, names: string[]): GenerationRecord | null {
    for (const n of names) {
      const hit = looksLikeModelNumber(n) ? this.byCode.get(`${canonicalBrand(make)}|${modelNumberKey(n)}`) : undefined;
      if (hit) return hit;
    }
    for (const n of names) {
      const hit = this.byName.get(`${canonicalBrand(make)}|${normaliseDeviceName(n, make)}`);
      if (hit) return hit;
    }
    return null;
  }
}
