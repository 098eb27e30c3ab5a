import { countryCoder } from './country-coder';
import { countriesCalled, foldCountryName } from './country-aliases';
import { countryNameOf } from './country-coder-locator';

/**
 * Recognises the countries a directory lists, however a person writes them: "France", "france",
 * "FRA", "USA", "United States of America", "Türkiye", "Micronesia", "Korea, South", "Hawaii" (a US
 * territory: United States). A name two countries share ("Congo") is neither. Two-letter codes are
 * not taken for countries: "Austin, TX" and "Atlanta, GA" name US states.
 */
export class CountryNames {
  private readonly known = new Map<string, string>();

  constructor(countries: string[]) {
    for (const c of countries) this.known.set(foldCountryName(c), c);
  }

  canonical(text: string): string | null {
    const folded = foldCountryName(text);
    if (folded.length < 3 || folded.length > 60 || !/[a-z]/.test(folded)) return null;
    const direct = this.known.get(folded);
    if (direct) return direct;
    // A country's own name or common form decides, before country-coder's looser reading of codes and parts.
    const called = countriesCalled(text);
    if (called.length > 1) return null;
    // A territory the directory does not list apart is read in its country ("Åland Islands": Finland).
    if (called.length) return this.named(called[0].code) ?? (called[0].within ? this.named(called[0].within) : null);
    const props = countryCoder().feature(text.trim())?.properties as { iso1A2?: string; country?: string } | undefined;
    if (!props) return null;
    return (props.iso1A2 && this.named(props.iso1A2)) || (props.country && this.named(props.country)) || null;
  }

  /** A country by its ISO 3166-1 alpha-2 code ("DE"), or "UK" for the United Kingdom. */
  ofCode(text: string): string | null {
    const code = text.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(code) ? this.named(code === 'UK' ? 'GB' : code) : null;
  }

  private named(code: string): string | null {
    const name = countryNameOf(code);
    return name ? this.known.get(foldCountryName(name)) ?? null : null;
  }
}
