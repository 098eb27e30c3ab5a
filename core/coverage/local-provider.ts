import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import { resolveCarrier, type PlaceCountries } from '../carriers/resolve-carrier';
import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { BroadbandDirectory, BroadbandProvider, CountryLocator } from './coverage-ports';
import { providerKeyOf } from './evidence';
import type { Position } from './geo';

/** The providers of a location's country: its carriers and its broadband providers. */
export interface LocalProviders {
  country: string | null;
  mobile: Carrier[];
  broadband: BroadbandProvider[];
}

/** One provider of the location's country, as asked by name. */
export type LocalProvider = { kind: 'mobile'; carrier: Carrier } | { kind: 'broadband'; isp: BroadbandProvider };

/** Where providers are listed (the carrier catalog, the broadband lists) and which country a position is in. */
export interface ProviderDirectories {
  carriers: CarrierDirectory;
  broadband: BroadbandDirectory;
  countries: CountryLocator;
}

/** Broadband providers are no carriers, so the check's resolution does not know them: by name, id or folded name. */
const namedIsp = (isp: BroadbandProvider, asked: string) =>
  isp.name.toLowerCase() === asked.toLowerCase() || isp.id === asked.toLowerCase() || providerKeyOf(isp.name) === providerKeyOf(asked);

/** The carriers and broadband providers of `country`; none where no country is known. */
export async function localProviders(country: string | null, dirs: ProviderDirectories): Promise<LocalProviders> {
  if (!country) return { country, mobile: [], broadband: [] };
  const [mobile, fixed] = await Promise.all([dirs.carriers.listByCountry(country), dirs.broadband.listByCountry(country)]);
  return { country, mobile, broadband: fixed };
}

/**
 * The carrier a check naming `name` at this position runs on, or why there is none. It is the
 * check's own resolution (the country of the coordinates, then aka names and a generic last word),
 * so a report and a rating mean the carrier the check answered for: "Bite" in Vilnius is Bite
 * Lietuva, not Latvia's Bite.
 */
export function carrierAt(name: string, at: Position, dirs: Pick<ProviderDirectories, 'carriers' | 'countries'>): Promise<Result<Carrier>> {
  return resolveCarrier({ network: name, location: `${at.lat.toFixed(6)},${at.lng.toFixed(6)}` }, dirs.carriers, placesOf(dirs.countries));
}

/** The coverage locator as the check's place port; only coordinates are ever asked here. */
const placesOf = (countries: CountryLocator): PlaceCountries => ({
  countryAt: (lat, lng) => countries.countryAt({ lat, lng })?.name ?? null,
  countriesNamed: () => [],
});

/**
 * The asked provider among the location's own: the carrier the check picks there when it is one of
 * this country's, else a broadband provider of that name; null when neither.
 */
export function localProviderNamed(asked: string, carrier: Result<Carrier>, here: LocalProviders): LocalProvider | null {
  if (carrier.ok && here.country !== null && carrier.value.country === here.country) return { kind: 'mobile', carrier: carrier.value };
  const isp = here.broadband.find((b) => namedIsp(b, asked));
  return isp ? { kind: 'broadband', isp } : null;
}

/**
 * The asked provider among the location's own. Evidence and ratings are per country, so a carrier
 * of another country ("Rogers" in Chicago) is refused like an unknown name, saying where it is one
 * and which providers are here.
 */
export async function findLocalProvider(asked: string, at: Position, here: LocalProviders, dirs: ProviderDirectories): Promise<Result<LocalProvider>> {
  const local = localProviderNamed(asked, await carrierAt(asked, at, dirs), here);
  return local ? ok(local) : fail(await notAProviderHere(asked, here, dirs));
}

/** The refusal of a name that is no provider here: where it is one, and which providers are here instead. */
export async function notAProviderHere(asked: string, here: LocalProviders, dirs: ProviderDirectories): Promise<DomainError> {
  const [others, otherIsp] = await Promise.all([dirs.carriers.findAllByName(asked), dirs.broadband.findByName(asked)]);
  const elsewhere = [...new Set([...others, ...(otherIsp ? [otherIsp] : [])].map((p) => p.country))].filter((c) => c !== here.country);
  const names = [...here.mobile, ...here.broadband].map((p) => p.name);
  // A list ending in an abbreviation ('Norfolk Is.') takes no second full stop.
  const listed = names.join(', ');
  const hint = names.length ? ` Providers here: ${listed}${listed.endsWith('.') ? '' : '.'}` : ' No providers are known at this location: leave provider out.';
  const shown = elsewhere.slice(0, 3).join(', ') + (elsewhere.length > 3 ? ` and ${elsewhere.length - 3} more countries` : '');
  const head = elsewhere.length && here.country ? `"${asked}" is not a provider in ${here.country} (it is one in ${shown}).` : `Unknown provider "${asked}".`;
  return domainError('CARRIER_UNKNOWN', `${head}${hint}`, {
    carrier: asked,
    ...(here.country ? { country: here.country } : {}),
    ...(elsewhere.length ? { countries: elsewhere } : {}),
  });
}
