import { feature } from '@rapideditor/country-coder';
import { countryNameOf } from './country-coder-locator';

/** Spellings people type that country-coder does not know, as ISO 3166-1 alpha-2 codes. */
const TYPED = new Map<string, string>(Object.entries({
  america: 'US',
  'u s': 'US',
  'u s a': 'US',
  britain: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'czech republic': 'CZ',
  holland: 'NL',
  korea: 'KR',
  'republic of korea': 'KR',
  turkiye: 'TR',
  'ivory coast': 'CI',
  'russian federation': 'RU',
  jersey: 'JE',
  lietuva: 'LT',
  ireland: 'IE',
  eire: 'IE',
  macedonia: 'MK',
  bosnia: 'BA',
  'dr congo': 'CD',
  drc: 'CD',
}));

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[.]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Recognises the countries a directory lists, however a person writes them: "France", "france",
 * "FRA", "USA", "United States of America", "Türkiye", "Hawaii" (a US territory: United States).
 * Two-letter codes are not taken for countries: "Austin, TX" and "Atlanta, GA" name US states.
 */
export class CountryNames {
  private readonly known = new Map<string, string>();

  constructor(countries: string[]) {
    for (const c of countries) this.known.set(fold(c), c);
  }

  canonical(text: string): string | null {
    const folded = fold(text);
    if (folded.length < 3 || folded.length > 60 || !/[a-z]/.test(folded)) return null;
    const direct = this.known.get(folded);
    if (direct) return direct;
    const typed = TYPED.get(folded);
    if (typed) return this.named(typed);
    const props = feature(text.trim())?.properties as { iso1A2?: string; country?: string } | undefined;
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
    return name ? this.known.get(fold(name)) ?? null : null;
  }
}
