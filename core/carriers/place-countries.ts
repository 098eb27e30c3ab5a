import type { CarrierDirectory } from './carrier-directory';
import { coordinatesOf } from './coordinates';
import { lastSegment, namedCountry } from './resolve-country';

/**
 * The countries typed location text lies in, as a person reads it. `settled` says why one
 * country is meant when the name alone has several: the hint after the comma ("Paris, TX": the
 * Paris in Texas), or a place far more populous than every namesake elsewhere ("Madrid").
 */
export interface PlaceReading {
  countries: string[];
  settled?: 'hint' | 'populous';
}

/** Where a place is, answered offline (country borders and a gazetteer): a port, so the core stays pure. */
export interface PlaceCountries {
  /** The country at a point, in English (e.g. "Germany"); null at sea or when unknown. */
  countryAt(lat: number, lng: number): string | null;
  /** Every country with a place or first-level region of this name ("Berlin": Germany, United States...); empty when none. */
  countriesNamed(place: string): string[];
  /** The state, province or region of exactly this name, when one country alone has it ("Texas", "Ontario"); else null. */
  regionNamed?(text: string): { region: string; country: string } | null;
  /**
   * The whole location read as a person reads it: a state, province or country after the comma
   * keeps the places there ("Springfield, MO", "Dublin, OH"); otherwise a place with many times
   * the inhabitants of its namesakes in other countries is the one meant. Without it only the
   * part before the comma is looked up, through `countriesNamed`.
   */
  readLocation?(location: string): PlaceReading;
  /** The country a territory belongs to ("Christmas Island": Australia); null for a country of its own or an unknown name. */
  sovereignOf?(country: string): string | null;
}

/** Where a check's location lies: the countries it may be in, and whether it is clearly in the one given. */
export interface Located {
  countries: string[];
  /** True when a person would read the location in exactly one country. */
  clear: boolean;
}

const NOWHERE: Located = { countries: [], clear: false };

/** The directory's country at coordinates given as text ("48.85, 2.35"); null for other text, at sea or unknown. */
export async function countryAtPoint(text: string, directory: CarrierDirectory, places?: PlaceCountries): Promise<string | null> {
  const point = coordinatesOf(text);
  const name = point && places?.countryAt(point.lat, point.lng);
  return name ? directory.canonicalCountry(name) : null;
}

/**
 * The countries a location lies in, in the directory's spelling. In order: coordinates (by the
 * borders); a place in the state or province named after its comma; a country the text names;
 * a place that dwarfs its namesakes abroad; else every country with a place of that name.
 */
export async function locate(location: string | undefined, directory: CarrierDirectory, places?: PlaceCountries): Promise<Located> {
  const text = (location ?? '').trim();
  if (!text) return NOWHERE;
  if (coordinatesOf(text)) {
    const country = await countryAtPoint(text, directory, places);
    return country ? { countries: [country], clear: true } : NOWHERE;
  }
  const reading = places?.readLocation?.(text) ?? { countries: places?.countriesNamed(text.split(',')[0].trim()) ?? [] };
  const found = distinct((await Promise.all(reading.countries.map((c) => directory.canonicalCountry(c)))).filter((c): c is string => !!c));
  if (reading.settled === 'hint' && found.length === 1) return { countries: found, clear: true };
  const named = namedCountry(text) ?? (await directory.canonicalCountry(lastSegment(text)));
  if (named) return namedOrRegion(text, named, directory, places);
  return { countries: found, clear: found.length === 1 };
}

/**
 * A country's name alone is that country, unless a state or province of another country has the
 * same name ("Georgia"): then it may be either, and the carrier decides.
 */
async function namedOrRegion(text: string, named: string, directory: CarrierDirectory, places?: PlaceCountries): Promise<Located> {
  const region = text.includes(',') ? null : places?.regionNamed?.(text);
  const elsewhere = region ? await directory.canonicalCountry(region.country) : null;
  return elsewhere && elsewhere !== named ? { countries: [named, elsewhere], clear: false } : { countries: [named], clear: true };
}

export const distinct = (items: string[]): string[] => [...new Set(items)];
