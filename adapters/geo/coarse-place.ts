import { feature, iso1A2Code } from '@rapideditor/country-coder';
import { UNKNOWN_PLACE } from '../../core';
import { Gazetteer, normalisePlace, type GazetteerCity } from './gazetteer';

/** A place as analytics may show it: never finer than a city. */
export interface CoarsePlace {
  city: string;
  state: string;
  country: string;
}

const UNKNOWN: CoarsePlace = { city: UNKNOWN_PLACE, state: UNKNOWN_PLACE, country: UNKNOWN_PLACE };
const ALIASES: Record<string, string> = { 'united states': 'US', america: 'US', 'u s': 'US', 'u s a': 'US', britain: 'GB', 'great britain': 'GB' };
const DISPLAY: Record<string, string> = { US: 'United States' };
const IDLE_MS = 60_000;

/** ISO alpha-2 code of a country named (or coded) by the text, or null. */
function countryCode(text: string): string | null {
  const alias = ALIASES[normalisePlace(text).replace(/\./g, ' ').trim()];
  if (alias) return alias;
  if (/^\d+$/.test(text.trim())) return null;
  const props = feature(text.trim())?.properties as { level?: string; iso1A2?: string; country?: string } | undefined;
  if (!props) return null;
  return props.level === 'country' ? props.iso1A2 ?? null : props.country ?? null;
}

const countryName = (code: string | null): string =>
  (code && (DISPLAY[code] ?? (feature(code)?.properties as { nameEn?: string } | undefined)?.nameEn)) || UNKNOWN_PLACE;

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Turns the free text a visitor typed (or the coordinates the browser shared) into city, region
 * and country, for anonymised analytics. Every part shown comes from the gazetteer or the country
 * list, never from the visitor's text, so a street address or a name typed into the location
 * field can never appear; what cannot be placed is 'Unknown'. The gazetteer is loaded on demand
 * and released after a minute unused; answers are cached.
 */
export class PlaceResolver {
  private gazetteer: Gazetteer | null = null;
  private idle: NodeJS.Timeout | null = null;
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

  private get places(): Gazetteer {
    this.gazetteer ??= Gazetteer.load();
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => (this.gazetteer = null), IDLE_MS);
    this.idle.unref();
    return this.gazetteer;
  }

  private place(text: string): CoarsePlace {
    const coords = COORDINATES.exec(text);
    if (coords) return this.fromCoordinates(Number(coords[1]), Number(coords[2]));
    const segments = text.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 4);
    if (segments.length === 0) return UNKNOWN;
    const later = segments.slice(1);
    const country = [...later].reverse().map(countryCode).find(Boolean) ?? (segments.length === 1 ? countryCode(segments[0]) : null);
    let candidates = this.places.citiesNamed(segments[0]);
    if (country) candidates = candidates.filter((c) => c.country === country);
    const regionHints = later.filter((s) => countryCode(s) === null || s.length === 2);
    const inRegion = candidates.filter((c) => regionHints.some((h) => this.places.regionCode(c.country, h) === c.admin1));
    if (inRegion.length) candidates = inRegion;
    if (candidates.length) return this.describe(candidates);
    // No such city: the country (and a region the gazetteer knows in it) may still be safe to show.
    const regionCode = country ? [segments[0], ...regionHints].map((h) => this.places.regionCode(country, h)).find(Boolean) : null;
    return {
      city: UNKNOWN_PLACE,
      state: (country && regionCode && this.places.regionName(country, regionCode)) || UNKNOWN_PLACE,
      country: countryName(country),
    };
  }

  /** Several places share a name: each part is shown only when all of them agree on it. */
  private describe(candidates: GazetteerCity[]): CoarsePlace {
    const [first] = candidates;
    const sameCountry = candidates.every((c) => c.country === first.country);
    const sameRegion = sameCountry && candidates.every((c) => c.admin1 === first.admin1);
    return {
      city: first.name,
      state: (sameRegion && this.places.regionName(first.country, first.admin1)) || UNKNOWN_PLACE,
      country: sameCountry ? countryName(first.country) : UNKNOWN_PLACE,
    };
  }

  private fromCoordinates(lat: number, lng: number): CoarsePlace {
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return UNKNOWN;
    const city = this.places.nearest(lat, lng);
    const country = iso1A2Code([lng, lat]) ?? city?.country ?? null;
    if (!city || city.country !== country) return { ...UNKNOWN, country: countryName(country) };
    return { city: city.name, state: this.places.regionName(city.country, city.admin1) ?? UNKNOWN_PLACE, country: countryName(country) };
  }
}
