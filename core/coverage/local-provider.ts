import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { BroadbandDirectory, BroadbandProvider } from './coverage-ports';
import { providerKeyOf } from './evidence';

/** The providers of a location's country: its carriers and its broadband providers. */
export interface LocalProviders {
  country: string | null;
  mobile: Carrier[];
  broadband: BroadbandProvider[];
}

/** One provider of the location's country, as asked by name. */
export type LocalProvider = { kind: 'mobile'; carrier: Carrier } | { kind: 'broadband'; isp: BroadbandProvider };

/** Where providers are listed: the carrier catalog and the broadband lists. */
export interface ProviderDirectories {
  carriers: CarrierDirectory;
  broadband: BroadbandDirectory;
}

const named = (name: string, id: string, asked: string) =>
  name.toLowerCase() === asked.toLowerCase() || id === asked.toLowerCase() || providerKeyOf(name) === providerKeyOf(asked);

/** The carriers and broadband providers of `country`; none where no country is known. */
export async function localProviders(country: string | null, dirs: ProviderDirectories): Promise<LocalProviders> {
  if (!country) return { country, mobile: [], broadband: [] };
  const [mobile, fixed] = await Promise.all([dirs.carriers.listByCountry(country), dirs.broadband.listByCountry(country)]);
  return { country, mobile, broadband: fixed };
}

/**
 * The asked provider among the location's own. Evidence and ratings are per country, so a carrier
 * of another country ("Rogers" in Chicago) is refused like an unknown name, saying where it is one
 * and which providers are here.
 */
export async function findLocalProvider(asked: string, here: LocalProviders, dirs: ProviderDirectories): Promise<Result<LocalProvider>> {
  const carrier = here.mobile.find((c) => named(c.name, c.id, asked));
  if (carrier) return ok({ kind: 'mobile', carrier });
  const isp = here.broadband.find((b) => named(b.name, b.id, asked));
  if (isp) return ok({ kind: 'broadband', isp });
  const [others, otherIsp] = await Promise.all([dirs.carriers.findAllByName(asked), dirs.broadband.findByName(asked)]);
  const elsewhere = [...new Set([...others, ...(otherIsp ? [otherIsp] : [])].map((p) => p.country))].filter((c) => c !== here.country);
  const names = [...here.mobile, ...here.broadband].map((p) => p.name);
  // A list ending in an abbreviation ('Norfolk Is.') takes no second full stop.
  const listed = names.join(', ');
  const hint = names.length ? ` Providers here: ${listed}${listed.endsWith('.') ? '' : '.'}` : ' No providers are known at this location: leave provider out.';
  const shown = elsewhere.slice(0, 3).join(', ') + (elsewhere.length > 3 ? ` and ${elsewhere.length - 3} more countries` : '');
  const head = elsewhere.length && here.country ? `"${asked}" is not a provider in ${here.country} (it is one in ${shown}).` : `Unknown provider "${asked}".`;
  return fail(
    domainError('CARRIER_UNKNOWN', `${head}${hint}`, {
      carrier: asked,
      ...(here.country ? { country: here.country } : {}),
      ...(elsewhere.length ? { countries: elsewhere } : {}),
    }),
  );
}
