import { countryCoder } from './country-coder';
import type { PlaceCountries, PlaceReading } from '../../core';
import { CityGrid, normalisePlace } from './city-grid';
import { countriesCalled } from './country-aliases';
import { countryNameOf } from './country-coder-locator';
import { qualifiesPlace } from './place-qualifier';
import { hasLargeNamesakeAbroad, populousCountry } from './populous-place';

/** Longer text is no place name; it is not looked up. */
const LONGEST = 200;

const namesOf = (codes: string[]): string[] => [...new Set(codes)].map(countryNameOf).filter((name): name is string => !!name);

/**
 * Countries of coordinates (country-coder's bundled borders) and of place names (the shared
 * GeoNames city grid, loaded on first use): offline, so a check never waits on a lookup service.
 * A country's name counts that country first. A name two countries share ("Congo") is one of them,
 * never a town named after them (Congo, Paraíba, Brazil). The towns of one country's name still
 * count: the core reads a bare country name itself, so "Mexico" comes here from "Mexico, MO", a
 * town in Missouri.
 */
export const gazetteerPlaceCountries: PlaceCountries = {
  countryAt(lat, lng) {
    const code = countryCoder().iso1A2Code([lng, lat]);
    return code ? countryNameOf(code) : null;
  },
  countriesNamed(place) {
    if (!place.trim() || place.length > 100) return [];
    const countries = countriesCalled(place).map((c) => c.code);
    const grid = CityGrid.shared();
    const places = countries.length > 1 ? [] : [...grid.named(place).map((i) => grid.country(i)), ...grid.regionsNamed(place).map((r) => r.country)];
    return namesOf([...countries, ...places]);
  },
  regionNamed(text) {
    if (!text.trim() || text.length > 100) return null;
    const grid = CityGrid.shared();
    const region = grid.soleRegion(text);
    if (!region || hasLargeNamesakeAbroad(grid, text, region.country)) return null;
    const country = countryNameOf(region.country);
    return country ? { region: region.name, country } : null;
  },
  readLocation(location) {
    if (location.length > LONGEST) return { countries: [] };
    const [head, ...hints] = location.split(',').map((s) => s.trim());
    if (!head) return { countries: [] };
    return hinted(head, hints.map(normalisePlace).filter(Boolean)) ?? unhinted(head, this.countriesNamed(head));
  },
  sovereignOf(country) {
    const called = countriesCalled(country);
    const within = called.length === 1 ? called[0].within : undefined;
    return within ? countryNameOf(within) : null;
  },
};

/**
 * "Springfield, MO", "Paris, Texas", "Dublin, Ireland": the places of that name in the state,
 * province or country named after a comma, as place search reads such hints. Null when the text
 * has no hint, or no place of the name lies where a hint says.
 */
function hinted(head: string, hints: string[]): PlaceReading | null {
  const grid = CityGrid.shared();
  const places = grid.named(head).filter((i) => hints.some((h) => qualifiesPlace(grid, i, h)));
  const codes = [...new Set(places.map((i) => grid.country(i)))];
  if (codes.length === 0) return null;
  if (codes.length === 1) return { countries: namesOf(codes), settled: 'hint' };
  const top = populousCountry(grid, places);
  return top ? { countries: namesOf([top]), settled: 'populous' } : { countries: namesOf(codes) };
}

/** A bare name: the country of a place that dwarfs its namesakes abroad ("Madrid"), else every country with a place of the name. */
function unhinted(head: string, countries: string[]): PlaceReading {
  // A country's name is read by the core as that country; its namesake towns are never weighed against it.
  if (countriesCalled(head).length) return { countries };
  const grid = CityGrid.shared();
  const top = populousCountry(grid, grid.named(head), grid.regionsNamed(head).map((r) => r.country));
  return top ? { countries: namesOf([top]), settled: 'populous' } : { countries };
}
