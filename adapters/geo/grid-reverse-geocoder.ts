import { countryCoder } from './country-coder';
import type { Position, ReverseGeocoder, ReversePlace } from '../../core';
import { CityGrid } from './city-grid';
import { cityNear } from './city-near';
import { countryNameOf } from './country-coder-locator';

/**
 * Reverse geocoding from packaged data only: the country from country-coder's borders, the
 * nearest GeoNames place as the locality, and as the city the place that locality belongs to
 * (cityNear). The gazetteer is the process's shared city grid, loaded on first use (about half a second).
 */
export class GridReverseGeocoder implements ReverseGeocoder {
  async reverse({ lat, lng }: Position): Promise<ReversePlace> {
    const code = countryCoder().iso1A2Code([lng, lat]);
    const grid = CityGrid.shared();
    const near = cityNear(grid, lat, lng, code);
    const countryCode = code ?? (near ? grid.country(near.locality) : null);
    const countryName = countryCode ? countryNameOf(countryCode) : null;
    if (!near) return { city: null, locality: null, countryName };
    return { city: grid.name(near.city), locality: grid.name(near.locality), countryName };
  }
}
