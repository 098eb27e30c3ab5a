import { iso1A2Code } from '@rapideditor/country-coder';
import type { PlaceCountries } from '../../core';
import { CityGrid } from './city-grid';
import { countriesCalled } from './country-aliases';
import { countryNameOf } from './country-coder-locator';

/**
 * Countries of coordinates (country-coder's bundled borders) and of place names (the shared
 * GeoNames city grid, loaded on first use): offline, so a check never waits on a lookup service.
 * A country's name counts that country first. A name two countries share ("Congo") is one of them,
 * never a town named after them (Congo, Paraíba, Brazil). The towns of one country's name still
 * count: the core asks with the part before a comma and reads a bare country name itself, so
 * "Mexico" comes here from "Mexico, MO", a town in Missouri.
 */
export const gazetteerPlaceCountries: PlaceCountries = {
  countryAt(lat, lng) {
    const code = iso1A2Code([lng, lat]);
    return code ? countryNameOf(code) : null;
  },
  countriesNamed(place) {
    if (!place.trim() || place.length > 100) return [];
    const countries = countriesCalled(place).map((c) => c.code);
    const grid = CityGrid.shared();
    const places = countries.length > 1 ? [] : [...grid.named(place).map((i) => grid.country(i)), ...grid.regionsNamed(place).map((r) => r.country)];
    const codes = new Set([...countries, ...places]);
    return [...codes].map(countryNameOf).filter((name): name is string => !!name);
  },
  regionNamed(text) {
    if (!text.trim() || text.length > 100) return null;
    const region = CityGrid.shared().soleRegion(text);
    const country = region ? countryNameOf(region.country) : null;
    return region && country ? { region: region.name, country } : null;
  },
};
