import type { DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { Carrier } from './carrier';
import type { CarrierDirectory } from './carrier-directory';
import { ambiguousCarrier, networkNeeded, notInCountry, retiredCarrier, unknownCarrier, unknownCountry } from './carrier-refusals';
import { pointRefusal } from './coordinates';
import { distinct, locate, type Located, type PlaceCountries } from './place-countries';
import { DEFAULT_CARRIER, DEFAULT_COUNTRY } from './resolve-country';

// The core's index reaches the carrier check's parts through this module.
export { coordinatesOf, pointRefusal, type Point } from './coordinates';
export { countryAtPoint, type PlaceCountries, type PlaceReading } from './place-countries';
export { unknownCountry } from './carrier-refusals';

/** What a check says about the carrier and where the visitor is. */
export interface CarrierQuery {
  network?: string;
  country?: string;
  location?: string;
}

/** Up to this many last words of a carrier name are tried as a country ("Vodafone New Zealand"). */
const COUNTRY_WORDS = 4;

/**
 * The carrier a check is about. Names repeat across countries ("Vodafone", "Orange"), so:
 * a given `country` (or one the name ends in: "O2 Germany") must be known and have the carrier;
 * otherwise a name found in one country is that carrier; otherwise the location picks among
 * them, and a location clearly in a country without the name is refused rather than answered
 * for a namesake abroad; otherwise a country and its own territories mean the country
 * ("Telstra": Australia), and the United States, the product's default market, wins when it has
 * one of that name. A name still left in several countries is refused with their list rather
 * than answered for an arbitrary one.
 */
export async function resolveCarrier(query: CarrierQuery, directory: CarrierDirectory, places?: PlaceCountries): Promise<Result<Carrier>> {
  const badPoint = pointRefusal(query.location);
  if (badPoint) return fail(badPoint);
  // Where the location lies, read once and only when a step needs it.
  let reading: Promise<Located> | undefined;
  const where = (): Promise<Located> => (reading ??= locate(query.location, directory, places));
  if (!query.network?.trim()) {
    const elsewhere = await defaultElsewhere(query, directory, where);
    if (elsewhere) return fail(elsewhere);
  }
  const { name, country, candidates } = await askedCarrier(query, directory);
  if (country) return inCountry(name, country, directory);
  if (candidates.length === 0) return fail(await unlisted(name, directory));
  const countries = distinct(candidates.map((c) => c.country));
  const carrierOf = (country: string) => ok(candidates.find((c) => c.country === country)!);
  if (countries.length === 1) return ok(candidates[0]);
  const located = await where();
  const here = located.countries.filter((c) => countries.includes(c));
  if (here.length === 1) return carrierOf(here[0]);
  if (located.clear) return fail(notInCountry(name, located.countries[0], countries, query.location));
  const sovereign = await soleSovereign(here.length ? here : countries, directory, places);
  if (sovereign) return carrierOf(sovereign);
  // A place name found in several countries ("Los Angeles": California, Madrid, Guanajuato) is read
  // in the United States when it is one of them, as a carrier name is.
  if (countries.includes(DEFAULT_COUNTRY) && (here.length === 0 || here.includes(DEFAULT_COUNTRY))) return carrierOf(DEFAULT_COUNTRY);
  return fail(ambiguousCarrier(name, here.length ? here : countries));
}

/**
 * Without a network the default carrier is meant, which serves the default country only: a country
 * given, or one the location clearly lies in, elsewhere is refused, naming carriers there.
 */
async function defaultElsewhere(query: CarrierQuery, directory: CarrierDirectory, where: () => Promise<Located>): Promise<DomainError | null> {
  const given = query.country?.trim();
  const located = given ? null : await where();
  const country = given ? await directory.canonicalCountry(given, { codes: true }) : located?.clear ? located.countries[0] : null;
  if (!country || country === DEFAULT_COUNTRY) return null;
  const carriers = (await directory.listByCountry(country)).map((c) => c.name);
  return networkNeeded(country, carriers, given ? undefined : query.location);
}

async function inCountry(name: string, given: string, directory: CarrierDirectory): Promise<Result<Carrier>> {
  const country = await directory.canonicalCountry(given, { codes: true });
  if (!country) return fail(unknownCountry(given));
  const carrier = await directory.findByName(name, country);
  if (carrier && carrier.country === country) return ok(carrier);
  // A network of that country that closed or merged is told as such, before any namesake abroad.
  const retired = await directory.findRetired(name, country);
  if (retired) return fail(retiredCarrier(retired));
  const elsewhere = distinct((await directory.findAllByName(name)).map((c) => c.country));
  if (elsewhere.length === 0) return fail(await unknownCarrier(name, directory, country));
  return fail(notInCountry(name, country, elsewhere));
}

/** A name no carrier of the lists has: a network that closed or merged says what became of it; any other is unknown. */
async function unlisted(name: string, directory: CarrierDirectory): Promise<DomainError> {
  const retired = await directory.findRetired(name);
  return retired ? retiredCarrier(retired) : unknownCarrier(name, directory);
}

/**
 * The name and country a query asks for. A name no carrier has that ends in a country the
 * directory knows ("T-Mobile USA", "Orange France") means the carrier before it in that country,
 * as if the country were given, unless a given country says otherwise.
 */
async function askedCarrier(query: CarrierQuery, directory: CarrierDirectory): Promise<{ name: string; country?: string; candidates: Carrier[] }> {
  const name = query.network?.trim() || DEFAULT_CARRIER;
  const given = query.country?.trim() || undefined;
  // The carriers of the name, looked up once: the usual check needs nothing more.
  const asked = { name, country: given, candidates: await directory.findAllByName(name) };
  if (asked.candidates.length) return asked;
  const split = await trailingCountry(name, directory);
  if (!split || (given && (await directory.canonicalCountry(given, { codes: true })) !== split.country)) return asked;
  return { ...split, candidates: [] };
}

/** A carrier name followed by a country ("O2 Germany": O2, Germany); null when the name does not end in one, or what comes before is no carrier's name. */
async function trailingCountry(name: string, directory: CarrierDirectory): Promise<{ name: string; country: string } | null> {
  const words = name.split(/\s+/);
  for (let k = Math.min(COUNTRY_WORDS, words.length - 1); k >= 1; k--) {
    const country = await directory.canonicalCountry(words.slice(-k).join(' '), { codes: true });
    const carrier = words.slice(0, -k).join(' ');
    if (country && (await directory.findAllByName(carrier)).length) return { name: carrier, country };
  }
  return null;
}

/**
 * The country every candidate is, or belongs to as a territory, when it is a candidate itself:
 * the Australian networks also serve Christmas Island and the Cocos (Keeling) Islands, and their
 * names mean Australia's. Null when the candidates belong to different countries.
 */
async function soleSovereign(countries: string[], directory: CarrierDirectory, places?: PlaceCountries): Promise<string | null> {
  if (!places?.sovereignOf) return null;
  const owners = await Promise.all(
    countries.map(async (c) => {
      const owner = places.sovereignOf!(c);
      return owner ? directory.canonicalCountry(owner) : c;
    }),
  );
  const [first] = owners;
  return first && owners.every((o) => o === first) && countries.includes(first) ? first : null;
}
