import { iso1A2Code } from '@rapideditor/country-coder';
import type { PlaceCountries } from '../../core';
import { CityGrid } from './city-grid';
import { countryNameOf } from './country-coder-locator';

/**
 * Countries of coordinates (country-coder's bundled borders) and of place names (the shared
 * GeoNames city grid, loaded on first use): offline, so a check never waits on a lookup service.
 */
export const gazetteerPlaceCountries: PlaceCountries = {
  countryAt(lat, lng) {
    const code = iso1A2Code([lng, lat]);
    return code ? countryNameOf(code) : null;
  },
  countriesNamed(place) {
    if (!place.trim() || place.length > 100) return [];
    const grid = CityGrid.shared();
    const codes = new Set([...grid.named(place).map((i) => grid.country(i)), ...grid.regionsNamed(place).map((r) => r.country)]);
    return [...codes].map(countryNameOf).filter((name): name is string => !!name);
  },
  regionNamed(text) {
    if (!text.trim() || text.length > 100) return null;
    const region = CityGrid.shared().soleRegion(text);
    const country = region ? countryNameOf(region.country) : null;
    return region && country ? { region: region.name, country } : null;
  },
};
