import type { Carrier, CarrierDirectory } from '../../core';
import { mccMncList } from '../catalog/mcc-mnc-list';
import { countryNameOf } from '../geo/country-coder-locator';

export interface ResolvedOperator {
  /** The operator's brand (or company) as the MCC/MNC list names it. */
  operator: string | null;
  /** The catalog id of the network whose towers these are (an MVNO's host), when known. */
  network: string | null;
}

/** Brands whose first word does not name the catalog carrier. */
const ALIASES = new Map([['3', 'three']]);
const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9 ]+/g, '').trim();
const firstWord = (s: string) => fold(s).split(' ')[0] ?? '';

/**
 * Resolves OpenCelliD's MCC and MNC to an operator (mcc-mnc-list, from Wikipedia's table) and then
 * to a carrier of the catalog: the carrier whose first name word starts the brand or the company
 * name. An MVNO resolves to its host network, since the towers are the host's.
 */
export class MccMncOperators {
  /** Several entries may share a code (US codes are also listed for Puerto Rico and other territories). */
  private readonly byCode = new Map<string, Array<{ brand: string | null; operator: string; countryCode: string; operational: boolean }>>();
  private readonly cache = new Map<string, ResolvedOperator>();

  constructor(private readonly carriers: CarrierDirectory) {
    for (const o of mccMncList().all()) {
      const key = `${o.mcc}-${Number(o.mnc)}`;
      const entries = this.byCode.get(key) ?? this.byCode.set(key, []).get(key)!;
      entries.push({ brand: o.brand, operator: o.operator, countryCode: o.countryCode, operational: o.status === 'Operational' });
    }
    for (const entries of this.byCode.values()) entries.sort((a, b) => Number(b.operational) - Number(a.operational));
  }

  /**
   * The operator of a code; `countryCode` (where the tower stands) picks among entries that share
   * the code, such as US codes also listed for Puerto Rico.
   */
  async resolve(mcc: number, mnc: number, countryCode: string | null = null): Promise<ResolvedOperator> {
    const key = `${mcc}-${mnc}-${countryCode ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const all = this.byCode.get(`${mcc}-${mnc}`) ?? [];
    const entries = [...all.filter((e) => e.countryCode.slice(0, 2) === countryCode), ...all.filter((e) => e.countryCode.slice(0, 2) !== countryCode)];
    let resolved: ResolvedOperator = { operator: entries[0] ? entries[0].brand || entries[0].operator : null, network: null };
    for (const entry of entries) {
      const country = countryNameOf(entry.countryCode.slice(0, 2));
      const carrier = this.match(country ? await this.carriers.listByCountry(country) : [], [entry.brand, entry.operator]);
      if (carrier) {
        resolved = { operator: entry.brand || entry.operator, network: carrier.hostNetwork ?? carrier.id };
        break;
      }
    }
    this.cache.set(key, resolved);
    return resolved;
  }

  private match(carriers: Carrier[], names: Array<string | null>): Carrier | null {
    for (const name of names) {
      if (!name) continue;
      const folded = fold(name).replace(/ /g, '');
      const alias = ALIASES.get(fold(name));
      const found = carriers.find((c) => {
        const word = firstWord(c.name).replace(/ /g, '');
        return word.length > 1 && (alias === word || folded.startsWith(word));
      });
      if (found) return found;
    }
    return null;
  }
}
