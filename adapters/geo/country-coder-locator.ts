import { countryCoder } from './country-coder';
import type { CountryLocator, Position } from '../../core';

/** Names as the carrier catalog spells them, where country-coder's English name differs. */
const CATALOG_NAMES = new Map([['US', 'United States']]);

/** The catalog's name of a country given by its ISO 3166-1 alpha-2 code. */
export function countryNameOf(code: string): string | null {
  return CATALOG_NAMES.get(code) ?? (countryCoder().feature(code)?.properties as { nameEn?: string } | undefined)?.nameEn ?? null;
}

/** The country at a position from country-coder's bundled borders: offline, no lookup service. */
export const countryCoderLocator: CountryLocator = {
  countryAt(p: Position) {
    const code = countryCoder().iso1A2Code([p.lng, p.lat]);
    const name = code ? countryNameOf(code) : null;
    return code && name ? { code, name } : null;
  },
};

/** The catalog's name of a country written as a two-letter code, as people write them ("UK", "US", "DE"). */
export function countryOfCode(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const iso = (countryCoder().feature(code.toUpperCase())?.properties as { iso1A2?: string } | undefined)?.iso1A2;
  return iso ? countryNameOf(iso) : null;
}
