import { countryCoder } from './country-coder';
import { coordinatesOf, UNKNOWN_PLACE } from '../../core';
import { CityGrid } from './city-grid';
import { cityNear } from './city-near';
import { countriesCalled } from './country-aliases';

/** A place as analytics may show it: never finer than a city. */
export interface CoarsePlace {
  city: string;
  state: string;
  country: string;
}

const UNKNOWN: CoarsePlace = { city: UNKNOWN_PLACE, state: UNKNOWN_PLACE, country: UNKNOWN_PLACE };
const DISPLAY = new Map([['US', 'United States']]);

/** ISO alpha-2 code of a country named (or coded) by the text, a territory's country for a territory, or null; null too for a name two countries share ("Congo"). */
function countryCode(text: string): string | null {
  const called = countriesCalled(text);
  if (called.length) return called.length === 1 ? called[0].within ?? called[0].code : null;
  if (/^\d+$/.test(text.trim())) return null;
  const props = countryCoder().feature(text.trim())?.properties as { level?: string; iso1A2?: string; country?: string } | undefined;
  if (!props) return null;
  return props.level === 'country' ? props.iso1A2 ?? null : props.country ?? null;
}

const countryName = (code: string | null): string =>
  (code && (DISPLAY.get(code) ?? (countryCoder().feature(code)?.properties as { nameEn?: string } | undefined)?.nameEn)) || UNKNOWN_PLACE;

/**
 * Turns the free text a visitor typed (or the coordinates the browser shared) into city, region
 * and country, for anonymised analytics. Every part shown comes from the gazetteer or the country
 * list, never from the visitor's text, so a street address or a name typed into the location
 * field can never appear; what cannot be placed is 'Unknown'. The gazetteer is the process's
 * shared city grid, loaded on first use; answers are cached.
 */
export class PlaceResolver {
  private readonly cache = new Map<string, CoarsePlace>();

  resolve(text: string | null): CoarsePlace {
    if (!text || !text.trim()) return UNKNOWN;
    const hit = this.cache.get(text);
    if (hit) return hit;
    const place = this.place(text.slice(0, 200));
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(text, place);
    return place;
  }

  /** 'City, State, Country' without the unknown parts, or 'Unknown'. */
  label(text: string | null): string {
    const p = this.resolve(text);
    // A region named like its city is left out: 'Vilnius, Lithuania', not 'Vilnius, Vilnius, Lithuania'.
    const parts = [p.city, p.state === p.city ? UNKNOWN_PLACE : p.state, p.country].filter((s) => s !== UNKNOWN_PLACE);
    return parts.length ? parts.join(', ') : UNKNOWN_PLACE;
  }

  /** 'Texas, United States' for text naming a first-level region that one country alone has; else null. */
  region(text: string): string | null {
    const region = this.places.soleRegion(text);
    return region ? `${region.name}, ${countryName(region.country)}` : null;
  }

  private get places(): CityGrid {
    return CityGrid.shared();
  }

  private place(text: string): CoarsePlace {
    const point = coordinatesOf(text);
    if (point) return this.fromCoordinates(point.lat, point.lng);
    const segments = text.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 4);
    if (segments.length === 0) return UNKNOWN;
    const named = this.namedCountries(text);
    if (named) return named;
    const later = segments.slice(1);
    const country = [...later].reverse().map(countryCode).find(Boolean) ?? (segments.length === 1 ? countryCode(segments[0]) : null);
    const grid = this.places;
    const sameName = grid.named(segments[0]);
    // A hint names a state or province before a country when a place of that name is in one:
    // "Springfield, IL" is in Illinois, not Israel; "Atlanta, Georgia" in the US state, not the country.
    const inRegion = sameName.filter((c) => later.some((h) => grid.regionCode(grid.country(c), h) === grid.admin1(c)));
    const inCountry = (list: number[]) => (country ? list.filter((c) => grid.country(c) === country) : list);
    const regional = inCountry(inRegion);
    const candidates = inRegion.length ? (regional.length ? regional : inRegion) : inCountry(sameName);
    if (candidates.length) return this.describe(candidates, segments[0]);
    // No such city: the country (and a region the gazetteer knows in it) may still be safe to show.
    const regionCode = country ? [segments[0], ...later].map((h) => grid.regionCode(country, h)).find(Boolean) : null;
    return {
      city: UNKNOWN_PLACE,
      state: (country && regionCode && grid.regionName(country, regionCode)) || UNKNOWN_PLACE,
      country: countryName(country),
    };
  }

  /**
   * Text that is a country's name in list order ("Korea, South") or a name two countries share
   * ("Congo"): that country, or no country at all, never a town named after them. Null for other text.
   */
  private namedCountries(text: string): CoarsePlace | null {
    const called = countriesCalled(text);
    if (called.length > 1) return UNKNOWN;
    return called.length && text.includes(',') ? { ...UNKNOWN, country: countryName(called[0].within ?? called[0].code) } : null;
  }

  /** Several places share a name: each part is shown only when all of them agree on it. */
  private describe(candidates: number[], typed: string): CoarsePlace {
    const grid = this.places;
    // Spelled as typed first ('Paris' rather than a 'París' elsewhere), else any of them.
    const first = candidates.find((c) => grid.name(c).toLowerCase() === typed.toLowerCase()) ?? candidates[0];
    const sameCountry = candidates.every((c) => grid.country(c) === grid.country(first));
    const sameRegion = sameCountry && candidates.every((c) => grid.admin1(c) === grid.admin1(first));
    return {
      city: grid.name(first),
      state: (sameRegion && grid.region(first)) || UNKNOWN_PLACE,
      country: sameCountry ? countryName(grid.country(first)) : UNKNOWN_PLACE,
    };
  }

  private fromCoordinates(lat: number, lng: number): CoarsePlace {
    const grid = this.places;
    // The city a neighbourhood belongs to ('Toronto' for 'Bay Street Corridor'): never finer than a city.
    const code = countryCoder().iso1A2Code([lng, lat]);
    const city = cityNear(grid, lat, lng, code)?.city;
    const country = code ?? (city === undefined ? null : grid.country(city));
    if (city === undefined || grid.country(city) !== country) return { ...UNKNOWN, country: countryName(country) };
    return { city: grid.name(city), state: grid.region(city) ?? UNKNOWN_PLACE, country: countryName(country) };
  }
}
