import type { MikroORM } from '@mikro-orm/core';
import { distance } from 'fastest-levenshtein';
import { ownNetworkCarrier, type Carrier, type CarrierDirectory, type Clock, type RetiredNetwork } from '../../core';
import { loadRetiredNetworks } from '../catalog/load-catalog';
import { loadDerivedCarriers } from '../catalog/mcc-mnc-carriers';
import { countryOfCode } from '../geo/country-coder-locator';
import { CountryNames } from '../geo/country-names';
import { CarrierRecord } from './entities/carrier-record.entity';

/** The operator's own network: its configured name and the id of the host network it rides. */
export interface OwnNetworkSettings {
  name: string;
  hostId: string;
}

/** A name as people may type it: any case, accents, spaces and punctuation ("T Mobile", "Bitė", "at&t"). */
const key = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Words a carrier's full name may carry that people leave out, and the reverse ("Verizon Wireless", "Mint"). */
const GENERIC_LAST_WORD = /^(.{2,}?)\s+(wireless|mobile|mobility|cellular|communications|telecom|pcs|inc\.?|llc|ltd\.?)$/i;
/** The same in front: a holding's or a legal form's word before the brand ("NTT docomo": "docomo", SIA "MEGATEL"). */
const CORPORATE_FIRST_WORD = /^(?:ntt|sia|uab|jsc|ojsc|pjsc|cjsc|ooo)\s+(.{2,})$/i;
const withoutGenericWord = (name: string): string | null => GENERIC_LAST_WORD.exec(name.trim())?.[1] ?? null;
const withoutCorporateWord = (name: string): string | null => CORPORATE_FIRST_WORD.exec(name.trim())?.[1] ?? null;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NUMBER_OR_WORD = new RegExp(`\\b(\\d{1,2}|${NUMBER_WORDS.join('|')})\\b`, 'gi');

/**
 * A name with its whole-word numbers written the other way ("3": "three", "Three UK": "3 UK",
 * "2 Degrees": "two Degrees"), since brands are sold under both ("3" in Ireland is "Three"); null
 * when the name has none. Digits inside a word ("Tele2", "O2") are part of the brand and stay.
 */
function numberSpelling(name: string): string | null {
  let swapped = false;
  const other = name.replace(NUMBER_OR_WORD, (word) => {
    const spelled = /^\d+$/.test(word) ? NUMBER_WORDS[Number(word)] : String(NUMBER_WORDS.indexOf(word.toLowerCase()));
    if (spelled === undefined) return word;
    swapped = true;
    return spelled;
  });
  return swapped ? other : null;
}

/**
 * Carriers served from memory: the curated records stored in the database (seeded from the
 * catalog files), the operator's own network on its host's plan, and for every country without
 * a curated list the carriers derived from the MCC/MNC list. Curated carriers always win: their
 * countries get no derived carriers, and their names win a lookup without a country.
 */
export class MikroCarrierDirectory implements CarrierDirectory {
  private byCountry = new Map<string, Carrier[]>();
  /** Per country: name and id -> carrier. */
  private byCountryName = new Map<string, Map<string, Carrier>>();
  /** Name and id -> carrier across countries, curated first. */
  private byName = new Map<string, Carrier>();
  /** Name and id -> the carriers of that name, one per country, curated first. */
  private allByName = new Map<string, Carrier[]>();
  private countries = new CountryNames([]);
  /** Closed or merged networks by name, and by country and name. */
  private retired = new Map<string, RetiredNetwork>();
  /** Counts the loads of the carriers (see CarrierDirectory.revision). */
  revision = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly ownNetwork: OwnNetworkSettings | null = null,
  ) {}

  async listByCountry(country: string): Promise<Carrier[]> {
    return this.byCountry.get(key(country)) ?? [];
  }

  async findByName(name: string, country?: string): Promise<Carrier | null> {
    return this.lookUp(name, (wanted) => (country ? this.byCountryName.get(key(country))?.get(wanted) : undefined) ?? this.byName.get(wanted)) ?? null;
  }

  async findAllByName(name: string): Promise<Carrier[]> {
    return this.lookUp(name, (wanted) => this.allByName.get(wanted)) ?? [];
  }

  async similarNames(name: string, country?: string): Promise<Carrier[]> {
    const wanted = key(name);
    if (wanted.length < 2) return [];
    // Without a country, only curated carriers are offered: the derived lists' thousands of names
    // worldwide turn a UK brand into a Pakistani near-namesake ("Tesco Mobile": "SCO Mobile").
    const pool = country ? this.byCountryName.get(key(country)) : this.byName;
    const close = new Map<Carrier, number>();
    for (const [known, carrier] of pool ?? []) {
      if (!country && carrier.confidence !== 'curated') continue;
      const d = distance(wanted, known);
      const near = d <= Math.max(1, Math.floor(known.length / 4)) || (wanted.length >= 3 && known.length >= 3 && (known.startsWith(wanted) || wanted.startsWith(known)));
      if (near && d < (close.get(carrier) ?? Infinity)) close.set(carrier, d);
    }
    return [...close].sort((a, b) => a[1] - b[1]).slice(0, 3).map(([carrier]) => carrier);
  }

  async canonicalCountry(name: string, options?: { codes?: boolean }): Promise<string | null> {
    return this.countries.canonical(name) ?? (options?.codes ? this.countries.ofCode(name) : null);
  }

  /** Writes the curated records (insert or update) and loads the table into memory. */
  async seed(curated: Carrier[]): Promise<void> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    if (curated.length) {
      await em.upsertMany(
        CarrierRecord,
        curated.map((c, rank) => ({ id: c.id, name: c.name, country: c.country, record: JSON.stringify({ ...c, rank }), updatedAt: now })),
      );
    }
    await this.reload();
  }

  async reload(): Promise<void> {
    const rows = await this.orm.em.fork().find(CarrierRecord, {});
    // Curated order (largest carriers first) is kept in the record's rank; records stored before
    // carriers carried a confidence are curated ones.
    const curated = rows
      .map((row) => JSON.parse(row.record) as Carrier & { rank?: number })
      .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9))
      .map(({ rank: _rank, ...c }) => ({ ...c, confidence: c.confidence ?? 'curated' }) as Carrier);
    const own = this.ownNetworkFrom(curated);
    const all = [...curated, ...(own ? [own] : [])];
    const curatedCountries = new Set(all.map((c) => c.country.toLowerCase()));
    const retired = loadRetiredNetworks();
    const derived = loadDerivedCarriers(curatedCountries, new Set(retired.flatMap((r) => r.networkCodes)));
    this.index([...all, ...derived]);
    this.retired = new Map(retired.flatMap((r) => [[key(r.name), r], [`${key(r.country)}|${key(r.name)}`, r]]));
  }

  /** A network since closed or merged, however its name is written ("Sprint Wireless", "Sprint PCS"), as a carrier's would be. */
  async findRetired(name: string, country?: string): Promise<RetiredNetwork | null> {
    return this.lookUp(name, (wanted) => this.retired.get(country ? `${key(country)}|${wanted}` : wanted)) ?? null;
  }

  /**
   * The name as given, with its numbers spelled the other way ("Two Degrees": "2degrees"), then
   * without a last word such as "Wireless" or a first word such as "NTT" that the catalog's name may lack.
   */
  private lookUp<T>(name: string, find: (wanted: string) => T | undefined): T | undefined {
    const tries = [name, numberSpelling(name), withoutGenericWord(name), withoutCorporateWord(name)].filter((n): n is string => !!n);
    return tries.reduce<T | undefined>((found, n) => found ?? find(key(n)), undefined);
  }

  private ownNetworkFrom(curated: Carrier[]): Carrier | null {
    if (!this.ownNetwork) return null;
    const host = curated.find((c) => c.id === this.ownNetwork!.hostId);
    if (!host) throw new Error(`NETWORK_HOST "${this.ownNetwork.hostId}" is not a curated carrier id (e.g. tmobile, att, verizon)`);
    // The host's own host, when the configured host is itself an MVNO, carries the radio plan.
    const radio = host.hostNetwork ? curated.find((c) => c.id === host.hostNetwork) ?? host : host;
    return ownNetworkCarrier(this.ownNetwork.name, radio);
  }

  private index(carriers: Carrier[]): void {
    this.revision++;
    const byCountry = new Map<string, Carrier[]>();
    const byCountryName = new Map<string, Map<string, Carrier>>();
    const byName = new Map<string, Carrier>();
    const allByName = new Map<string, Carrier[]>();
    const countries = new CountryNames([...new Set(carriers.map((c) => c.country))]);
    // Full names and ids of every carrier first, so a short name never shadows another's full one;
    // a name's other spelling of its numbers ranks with the name it spells.
    const full = carriers.map((carrier) => ({ carrier, names: withNumberSpellings([carrier.name, carrier.id, ...(carrier.aka ?? [])]) }));
    const short = carriers.map((carrier) => ({ carrier, names: withNumberSpellings(shortNames(carrier, countries)) }));
    const entries = [...full, ...short];
    for (const carrier of carriers) byCountry.set(key(carrier.country), [...(byCountry.get(key(carrier.country)) ?? []), carrier]);
    for (const { carrier, names: given } of entries) {
      const country = key(carrier.country);
      const names = byCountryName.get(country) ?? byCountryName.set(country, new Map()).get(country)!;
      for (const n of given.map(key)) {
        if (!names.has(n)) names.set(n, carrier);
        if (!byName.has(n)) byName.set(n, carrier);
        const same = allByName.get(n) ?? allByName.set(n, []).get(n)!;
        if (!same.some((c) => c.country === carrier.country)) same.push(carrier);
      }
    }
    this.byCountry = byCountry;
    this.byCountryName = byCountryName;
    this.byName = byName;
    this.allByName = allByName;
    this.countries = countries;
  }
}

/**
 * The shorter names people use for a carrier: without its parenthesis and the parenthesis itself
 * ("O2 (Virgin Media O2)": "O2", "Virgin Media O2"), without a last word naming its country
 * ("Vodafone UK": "Vodafone", "Tele2 Lithuania": "Tele2") or a generic one ("Mint Mobile": "Mint",
 * "Bell Mobility": "Bell"), without a holding's first word ("NTT docomo": "docomo"), and a brand
 * without its owner ("Metro by T-Mobile": "Metro").
 */
function shortNames(carrier: Carrier, countries: CountryNames): string[] {
  const names: string[] = [];
  const paren = /^(.+?)\s*\(([^)]+)\)$/.exec(carrier.name.trim());
  const base = paren ? paren[1] : carrier.name.trim();
  if (paren) names.push(paren[1], paren[2]);
  const words = base.split(/\s+/);
  const last = words[words.length - 1];
  if (words.length > 1 && (countries.canonical(last) ?? countryOfCode(last)) === carrier.country) names.push(words.slice(0, -1).join(' '));
  const generic = withoutGenericWord(base);
  if (generic) names.push(generic);
  const corporate = withoutCorporateWord(base);
  if (corporate) names.push(corporate);
  const brand = /^(.+?)\s+by\s+\S.*$/i.exec(base);
  if (brand) names.push(brand[1]);
  return names;
}

/** The names, each followed by its other spelling of numbers where it has one. */
const withNumberSpellings = (names: string[]): string[] => names.flatMap((n) => [n, numberSpelling(n)].filter((m): m is string => !!m));
