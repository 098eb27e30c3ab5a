import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { DEFAULT_CARRIER, DEFAULT_COUNTRY, lastSegment, namedCountry } from './resolve-country';

/** Where a place is, answered offline (country borders and a gazetteer): a port, so the core stays pure. */
export interface PlaceCountries {
  /** The country at a point, in English (e.g. "Germany"); null at sea or when unknown. */
  countryAt(lat: number, lng: number): string | null;
  /** Every country with a place or first-level region of this name ("Berlin": Germany, United States...); empty when none. */
  countriesNamed(place: string): string[];
  /** The state, province or region of exactly this name, when one country alone has it ("Texas", "Ontario"); else null. */
  regionNamed?(text: string): { region: string; country: string } | null;
}

/** What a check says about the carrier and where the visitor is. */
export interface CarrierQuery {
  network?: string;
  country?: string;
  location?: string;
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "48.85, 2.35" as a point on Earth; null for other text or numbers out of range. */
export function coordinatesOf(text: string): { lat: number; lng: number } | null {
  const point = COORDINATES.exec(text);
  if (!point) return null;
  const lat = Number(point[1]);
  const lng = Number(point[2]);
  return Math.abs(lat) > 90 || Math.abs(lng) > 180 ? null : { lat, lng };
}

/** The directory's country at coordinates given as text ("48.85, 2.35"); null for other text, at sea or unknown. */
export async function countryAtPoint(text: string, directory: CarrierDirectory, places?: PlaceCountries): Promise<string | null> {
  const point = coordinatesOf(text);
  const name = point && places?.countryAt(point.lat, point.lng);
  return name ? directory.canonicalCountry(name) : null;
}

/**
 * The carrier a check is about. Names repeat across countries ("Vodafone", "Orange"), so:
 * a given `country` must be known and have the carrier; otherwise a name found in one country is
 * that carrier; otherwise the location (coordinates, a named country, or a place the gazetteer
 * knows) picks among them; otherwise the United States, the product's default market, when it
 * has one of that name. A name still left in several countries is refused with their list rather
 * than answered for an arbitrary one.
 */
export async function resolveCarrier(
  query: CarrierQuery,
  directory: CarrierDirectory,
  places?: PlaceCountries,
): Promise<Result<Carrier>> {
  const name = query.network?.trim() || DEFAULT_CARRIER;
  const givenCountry = query.country?.trim();
  if (givenCountry) return inCountry(name, givenCountry, directory);
  const candidates = await directory.findAllByName(name);
  if (candidates.length === 0) return fail(await unknownCarrier(name, directory));
  const countries = distinct(candidates.map((c) => c.country));
  if (countries.length === 1) return ok(candidates[0]);
  const located = await locationCountries(query.location, directory, places);
  const here = located.filter((c) => countries.includes(c));
  if (here.length === 1) return ok(candidates.find((c) => c.country === here[0])!);
  const home = candidates.find((c) => c.country === DEFAULT_COUNTRY);
  // A place name found in several countries ("Los Angeles": California, Madrid, Guanajuato) is read
  // in the United States when it is one of them, as a carrier name is.
  if (home && (here.length === 0 || here.includes(DEFAULT_COUNTRY))) return ok(home);
  const listed = here.length ? here : countries;
  return fail(
    domainError(
      'CARRIER_AMBIGUOUS',
      `More than one country has a carrier named "${name}" (${listed.join(', ')}). Say which country you mean.`,
      { carrier: name, countries: listed },
    ),
  );
}

/** The refusal of a country the directory does not know. */
export const unknownCountry = (given: string): DomainError =>
  domainError('COUNTRY_UNKNOWN', `Unknown country "${given}". Give a country by its English name or ISO code, e.g. "Germany", "DE" or "United States".`, { country: given });

async function inCountry(name: string, given: string, directory: CarrierDirectory): Promise<Result<Carrier>> {
  const country = await directory.canonicalCountry(given, { codes: true });
  if (!country) return fail(unknownCountry(given));
  const carrier = await directory.findByName(name, country);
  if (carrier && carrier.country === country) return ok(carrier);
  const elsewhere = distinct((await directory.findAllByName(name)).map((c) => c.country));
  if (elsewhere.length === 0) return fail(await unknownCarrier(name, directory, country));
  return fail(
    domainError('CARRIER_NOT_IN_COUNTRY', `No carrier named "${name}" in ${country}; that name is a carrier in ${elsewhere.join(', ')}.`, {
      carrier: name,
      country,
      countries: elsewhere,
    }),
  );
}

/** Countries the location could be in: one for coordinates or a named country, maybe several for a place name. */
async function locationCountries(location: string | undefined, directory: CarrierDirectory, places?: PlaceCountries): Promise<string[]> {
  const text = (location ?? '').trim();
  if (!text) return [];
  if (COORDINATES.test(text)) {
    const country = await countryAtPoint(text, directory, places);
    return country ? [country] : [];
  }
  const named = namedCountry(text) ?? (await directory.canonicalCountry(lastSegment(text)));
  if (named) return [named];
  const place = text.split(',')[0].trim();
  const found = await Promise.all((places?.countriesNamed(place) ?? []).map((c) => directory.canonicalCountry(c)));
  return distinct(found.filter((c): c is string => !!c));
}

const distinct = (items: string[]): string[] => [...new Set(items)];

const LISTED_CARRIERS = 10;

/** The refusal of a name no carrier has, with the names spelled closest to it and, for a country, its carriers. */
async function unknownCarrier(name: string, directory: CarrierDirectory, country?: string): Promise<DomainError> {
  const similar = await directory.similarNames(name, country);
  const guesses = similar.map((c) => (country ? `"${c.name}"` : `"${c.name}" (${c.country})`));
  const guess = guesses.length ? ` Did you mean ${guesses.slice(0, -1).join(', ')}${guesses.length > 1 ? ' or ' : ''}${guesses[guesses.length - 1]}?` : '';
  let pick = ' Give the name the carrier list of its country shows, and the country where names repeat.';
  if (country) {
    const names = (await directory.listByCountry(country)).map((c) => c.name);
    const more = names.length > LISTED_CARRIERS ? ` and ${names.length - LISTED_CARRIERS} more` : '';
    if (names.length) pick = ` Carriers in ${country}: ${names.slice(0, LISTED_CARRIERS).join(', ')}${more}.`;
  }
  return domainError('CARRIER_UNKNOWN', `Unknown carrier "${name}"${country ? ` in ${country}` : ''}.${guess}${pick}`, {
    carrier: name,
    ...(country ? { country } : {}),
    ...(similar.length ? { suggestions: similar.map((c) => c.name) } : {}),
  });
}
