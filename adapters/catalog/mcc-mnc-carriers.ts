import type { Operator } from 'mcc-mnc-list';
import { bandRegionOf, deriveBandPlan, notedBands, type Carrier } from '../../core';
import { countryNameOf } from '../geo/country-coder-locator';
import { mccMncList } from './mcc-mnc-list';
import { foldSharedNetworks } from './shared-networks';

const SOURCE = {
  name: 'mcc-mnc-list 1.1.11 (npm, published 2024-12-13), compiled from Wikipedia "Mobile country code" tables: brand, operator, status and frequency text',
  url: 'https://en.wikipedia.org/wiki/Mobile_country_code',
  date: '2024-12-13',
};

/** Entries that are no one's carrier, by name or by note: private campus networks, internal and test codes. */
const NOT_A_CARRIER = /^(private networks?|internal use|test network)$/i;

/**
 * Entries the list's notes call fixed wireless (regional broadband such as France's "Haute-Garonne
 * numérique", wireless local loops): no phone plan is sold on them. A note that only a part of a
 * network serves fixed access ("5G for fixed wireless") keeps the network.
 */
const FIXED_ACCESS = /(?<!for )fixed (wireless|broadband)|\bWLL\b|fixed communication provider/i;

/**
 * Entries whose notes say no phone plan is sold on them: data-only networks ("Data-only as of
 * 2020", "data services only"), machine-to-machine ones, internal tests, business-only networks.
 */
const NO_PHONE_PLAN = /data[- ]only|data services only|\bM2M\b|machine to machine|internal testing|business users only/i;

/** Radio that phones are sold for: GSM, UMTS, CDMA, paired (FDD) LTE, or 5G below 3 GHz. */
const PHONE_RADIO = /^(GSM|UMTS|UTMS|WCDMA|CDMA|CDMA ?2000|LTE)\b|^5G[\s-]*(\d{3}|[12]\d{3})(\s*MHZ)?$/i;
const TDD_OR_WIMAX = /^(TD-LTE|WiMAX)\b/i;

/**
 * A network of unpaired TD-LTE or WiMAX with none of the radio phones are sold for ("TD-LTE 2300",
 * "TD-LTE 3500 / 5G 26000") is a fixed-wireless or data network (nbn, Linkem, Spectranet) or a
 * wholesale layer sold under another brand (band 41 in Japan). Joined to a brand's MVNO entry
 * (Fastweb: an MVNO on TIM and WindTre, plus Tiscali's 3.5 GHz network) it would judge that brand's
 * phones on the wrong radio. A network listing 5G alone (a new operator beside its MVNO entry) stays.
 */
export const isFixedOrDataRadio = (entries: string[]): boolean => !entries.some((e) => PHONE_RADIO.test(e)) && entries.some((e) => TDD_OR_WIMAX.test(e));

export interface Network {
  country: string;
  name: string;
  operators: Set<string>;
  codes: string[];
  mcc: string;
  /** Frequency entries in first-seen order, without repeats. */
  entries: string[];
  /** The list's notes on its entries. */
  notes: string[];
  /** Radio of networks it shares with other carriers, as sentences for its description. */
  shared: string[];
}

/** The list's countries: one ISO code, a few joined ("YT/RE"), or a disputed region ("GE-AB"). */
function countriesOf(o: Operator): string[] {
  if (!o.countryCode) return [];
  if (o.countryCode.includes('-')) return [o.countryName.replace(/\s*\(.*\)\s*$/, '').trim()];
  return o.countryCode.split('/').map((code) => countryNameOf(code) ?? '').filter(Boolean);
}

const slug = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Carriers for every country without a curated list, from the MCC/MNC list's operational entries
 * (less those of networks since closed or merged, `retiredCodes`):
 * one carrier per brand and country (its network codes merged), with a band plan derived from the
 * frequency text where a frequency names one band (see deriveBandPlan), marked `derived`. Entries
 * naming no public mobile radio (MVNOs without their own, GSM-R, satellite, TETRA, fixed wireless), and
 * fixed-wireless and data networks (see isFixedOrDataRadio), are left out.
 * Without published market shares, a country's networks are ordered by how many bands they list,
 * which puts the national networks before regional ones.
 */
export function loadDerivedCarriers(curatedCountries: Set<string>, retiredCodes: ReadonlySet<string> = new Set()): Carrier[] {
  const networks = new Map<string, Network>();
  for (const o of mccMncList().all()) {
    if (o.status !== 'Operational' || o.type === 'Test' || !o.bands || FIXED_ACCESS.test(o.notes ?? '') || NO_PHONE_PLAN.test(o.notes ?? '')) continue;
    if (retiredCodes.has(`${o.mcc}-${o.mnc}`)) continue;
    const name = (o.brand || o.operator || '').trim();
    if (!name || NOT_A_CARRIER.test(name) || NOT_A_CARRIER.test((o.notes ?? '').trim())) continue;
    for (const country of countriesOf(o)) {
      if (curatedCountries.has(country.toLowerCase())) continue;
      const key = `${country.toLowerCase()}|${name.toLowerCase()}`;
      const network = networks.get(key) ?? networks.set(key, { country, name, operators: new Set(), codes: [], mcc: o.mcc, entries: [], notes: [], shared: [] }).get(key)!;
      if (o.operator) network.operators.add(o.operator);
      if (o.notes) network.notes.push(o.notes);
      network.codes.push(`${o.mcc}-${o.mnc}`);
      for (const entry of o.bands.split('/').map((t) => t.trim()).filter(Boolean)) {
        if (!network.entries.includes(entry)) network.entries.push(entry);
      }
    }
  }
  foldSharedNetworks(networks);
  const carriers: Array<Carrier & { weight: number }> = [];
  for (const n of networks.values()) {
    if (isFixedOrDataRadio(n.entries)) continue;
    const text = n.entries.join(' / ');
    const derived = deriveBandPlan(text, bandRegionOf(n.mcc), notedBands(n.notes));
    if (!derived) continue;
    const { plan, derivation } = derived;
    const operators = [...n.operators].filter((o) => o !== n.name);
    carriers.push({
      id: `derived-${slug(n.country)}-${slug(n.name)}`,
      name: n.name,
      country: n.country,
      marketShare: 'Not published in Bandwise sources',
      description:
        `${n.name}${operators.length ? ` (${operators.join(', ')})` : ''}, network code${n.codes.length > 1 ? 's' : ''} ${n.codes.join(', ')}; radio as listed: ${text}${n.shared.length ? `, including ${n.shared.join('; and ')}` : ''}. ` +
        (derivation.settledByNotes ? `The list's notes state its bands: ${derivation.settledByNotes.join(', ')}. ` : '') +
        'Band plan derived from the public MCC/MNC list (lower confidence than a curated plan).',
      hostNetwork: null,
      plan,
      source: SOURCE,
      confidence: 'derived',
      derivedFrom: derivation,
      networkCodes: n.codes.map((code) => code.replace('-', '')),
      weight: plan.coreLteBands.length * 2 + plan.nrBands.length * 2 + n.entries.length,
    });
  }
  const ids = new Set<string>();
  return carriers
    .sort((a, b) => a.country.localeCompare(b.country) || b.weight - a.weight || a.name.localeCompare(b.name))
    .map(({ weight: _weight, ...carrier }) => {
      let id = carrier.id;
      for (let n = 2; ids.has(id); n++) id = `${carrier.id}-${n}`;
      ids.add(id);
      return { ...carrier, id };
    });
}
