import type { CarrierDirectory } from './carrier-directory';

export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_CARRIER = 'AT&T';
/** The list shown before any location is known (specification section 4). */
export const DEFAULT_CARRIER_NAMES = ['AT&T', 'Verizon', 'T-Mobile'] as const;
/** Specification section 5: a last segment longer than this is not taken for a country. */
const MAX_COUNTRY_SEGMENT = 15;

const NAMED_COUNTRIES: Array<[RegExp, string]> = [
  [/lithuania/i, 'Lithuania'],
  [/canada/i, 'Canada'],
  [/\b(uk|united kingdom|england)\b/i, 'United Kingdom'],
];

/** The country the specification names by text anywhere in the location (Lithuania, Canada, UK...). */
export function namedCountry(location: string): string | null {
  for (const [pattern, country] of NAMED_COUNTRIES) if (pattern.test(location)) return country;
  return null;
}

/** The last comma-separated segment of a location, trimmed; '' when there is none. */
export const lastSegment = (location: string): string => location.split(',').pop()!.trim();

/** The specification reads a location whose last segment is this long as the United States (section 5). */
export const tooLongForCountry = (location: string): boolean => lastSegment(location).length > MAX_COUNTRY_SEGMENT;

/**
 * Turns typed location text into a country by the specification's rules (section 5): a named country
 * wins; otherwise the last comma-separated segment is the country, unless it is longer than 15
 * characters, which means United States.
 */
export function resolveCountry(location: string | undefined | null): string {
  const text = (location ?? '').trim();
  if (!text) return DEFAULT_COUNTRY;
  const named = namedCountry(text);
  if (named) return named;
  const last = lastSegment(text);
  if (!last || tooLongForCountry(text)) return DEFAULT_COUNTRY;
  return last;
}

/**
 * The specification's rules with one refinement: a last segment that is a country the directory
 * knows is that country, in the directory's spelling, whatever its length. ("Dubai, United Arab
 * Emirates" would otherwise mean the United States, and "USA" would find no carriers.)
 */
export async function locateCountry(location: string | undefined | null, directory: CarrierDirectory): Promise<string> {
  const text = (location ?? '').trim();
  if (!text || namedCountry(text)) return resolveCountry(text);
  const last = lastSegment(text);
  // Text that is only two letters names a country ("DE"); after a comma it is a region ("Austin, TX").
  const known = last ? await directory.canonicalCountry(last, { codes: !text.includes(',') }) : null;
  return known ?? resolveCountry(text);
}

/** The carrier selected after a lookup: AT&T in the United States when listed, else the first. */
export function selectDefaultCarrier(country: string, names: string[]): string | undefined {
  if (country === DEFAULT_COUNTRY && names.includes(DEFAULT_CARRIER)) return DEFAULT_CARRIER;
  return names[0];
}
