export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_CARRIER = 'AT&T';
/** The list shown before any location is known (specification section 4). */
export const DEFAULT_CARRIER_NAMES = ['AT&T', 'Verizon', 'T-Mobile'] as const;

const NAMED_COUNTRIES: Array<[RegExp, string]> = [
  [/lithuania/i, 'Lithuania'],
  [/canada/i, 'Canada'],
  [/\b(uk|united kingdom|england)\b/i, 'United Kingdom'],
];

/**
 * Turns typed location text into a country by the specification's rules (section 5): a named country
 * wins; otherwise the last comma-separated segment is the country, unless it is longer than 15
 * characters, which means United States.
 */
export function resolveCountry(location: string | undefined | null): string {
  const text = (location ?? '').trim();
  if (!text) return DEFAULT_COUNTRY;
  for (const [pattern, country] of NAMED_COUNTRIES) if (pattern.test(text)) return country;
  const last = text.split(',').pop()!.trim();
  if (!last || last.length > 15) return DEFAULT_COUNTRY;
  return last;
}

/** The carrier selected after a lookup: AT&T in the United States when listed, else the first. */
export function selectDefaultCarrier(country: string, names: string[]): string | undefined {
  if (country === DEFAULT_COUNTRY && names.includes(DEFAULT_CARRIER)) return DEFAULT_CARRIER;
  return names[0];
}
