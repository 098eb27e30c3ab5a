import { DEFAULT_CARRIER, DEFAULT_COUNTRY } from './resolve-country';
import { domainError, type DomainError } from '../shared/domain-error';
import type { CarrierDirectory } from './carrier-directory';
import type { RetiredNetwork } from './carrier';
import { citeSource } from '../devices/device';

const LISTED_CARRIERS = 10;

/** The refusal of a country the directory does not know. */
export const unknownCountry = (given: string): DomainError =>
  domainError('COUNTRY_UNKNOWN', `Unknown country "${given}". Give a country by its English name or ISO code, e.g. "Germany", "DE" or "United States".`, { country: given });

/**
 * The refusal of a carrier that is not in the country asked for, or the country the location
 * clearly lies in: a carrier of another country would be answered for the wrong network, so the
 * visitor is told where the name is a carrier and can say which one they mean.
 */
export function notInCountry(name: string, country: string, elsewhere: string[], location?: string): DomainError {
  const where = location ? `, where "${location.trim().slice(0, 100)}" lies` : '';
  return domainError(
    'CARRIER_NOT_IN_COUNTRY',
    `No carrier named "${name}" in ${country}${where}; that name is a carrier in ${elsewhere.join(', ')}. ` +
      `Give the country of the carrier you mean, or the name of a carrier in ${country}.`,
    { carrier: name, country, countries: elsewhere },
  );
}

/** The refusal of a name left in several countries, listing them. */
export const ambiguousCarrier = (name: string, countries: string[]): DomainError =>
  domainError('CARRIER_AMBIGUOUS', `More than one country has a carrier named "${name}" (${countries.join(', ')}). Say which country you mean.`, {
    carrier: name,
    countries,
  });

/** The refusal of a network that closed or merged: what became of it, and where its customers went. */
export const retiredCarrier = (r: RetiredNetwork): DomainError =>
  domainError(
    'CARRIER_UNKNOWN',
    `${r.name} in ${r.country} no longer offers mobile phone service of its own: ${r.fate} (${citeSource(r.source)}).${r.successor ? ` Check the device on ${r.successor} instead.` : ` Choose the carrier the SIM is on now.`}`,
    { carrier: r.name, country: r.country, ...(r.successor ? { suggestions: [r.successor] } : {}) },
  );

/** The refusal of a name no carrier has, with the names spelled closest to it and, for a country, its carriers. */
export async function unknownCarrier(name: string, directory: CarrierDirectory, country?: string): Promise<DomainError> {
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

/**
 * No network was given, and the country given (or where the location clearly lies) is not the
 * default carrier's: running the check on that carrier abroad would answer a question nobody asked.
 */
export function networkNeeded(country: string, carriers: string[], location?: string): DomainError {
  const where = location ? ` (where "${location.trim().slice(0, 100)}" lies)` : '';
  const some = carriers.length ? `, e.g. ${carriers.slice(0, 5).join(', ')}` : '';
  return domainError(
    'INPUT_INVALID',
    `No network given, and the default carrier ${DEFAULT_CARRIER} is in ${DEFAULT_COUNTRY}, not in ${country}${where}. Give network: the name of a carrier in ${country}${some}.`,
    { field: 'network', country },
  );
}
