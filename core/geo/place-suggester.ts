/** A named place a visitor may mean by what they typed, with its country and position. */
export interface PlaceSuggestion {
  /** "Paris, Île-de-France, France": what the visitor picks and what is sent as the location. */
  label: string;
  name: string;
  region: string | null;
  /** The country as the carrier directory spells it; null when the gazetteer's code has no name. */
  countryName: string | null;
  lat: number;
  lng: number;
}

/**
 * Places whose name starts with the typed text, from a packaged gazetteer (no third-party service
 * sees what a visitor types). Larger places first.
 */
export interface PlaceSuggester {
  suggest(text: string, limit: number): Promise<PlaceSuggestion[]>;
}

/** Two place names alike but for letter case and accents ("munchen", "München"): the same name. */
export const samePlaceName = (a: string, b: string): boolean => a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/** "Saint Louis", "St Louis" and "St. Louis" are one name. */
const saintAsSt = (name: string): string => name.trim().replace(/^(saint|st\.?)\s+/i, 'St. ');

/**
 * Whether a visitor who typed `typed` named this place: the same name (see samePlaceName), with
 * "Saint" and "St." alike, or the name without the "City" the gazetteer adds ("New York" for New
 * York City, "Mexico" for Mexico City, "Ho Chi Minh" for Ho Chi Minh City).
 */
export function namesPlace(placeName: string, typed: string): boolean {
  const [name, text] = [saintAsSt(placeName), saintAsSt(typed)];
  return samePlaceName(name, text) || samePlaceName(name, `${text} City`);
}
