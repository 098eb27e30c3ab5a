import { iso1A2Code } from '@rapideditor/country-coder';
import type { Position, ReverseGeocoder, ReversePlace } from '../../core';
import { CityGrid } from './city-grid';
import { countryNameOf } from './country-coder-locator';

/** How far the nearest place may be (beyond it, open sea or wilderness: no place). */
const PLACE_KM = 30;
/** How far the city a neighbourhood belongs to may be from the point. */
const CITY_KM = 15;
const DIVISION_WORDS = /\s+(county|city municipality|district municipality|municipality|city)$/i;

/**
 * Reverse geocoding from packaged data only: the country from country-coder's borders, the
 * nearest GeoNames place as the locality, and as the city the place that locality belongs to.
 * GeoNames lists city neighbourhoods as places of their own ("Bay Street Corridor", "Paris 04
 * Hôtel-de-Ville"), so the city is, within 15 km, a seat listed without a district (Toronto, New
 * York City), else a place named like the district (Paris), else the nearest place itself.
 * The gazetteer is the process's shared city grid, loaded on first use (about half a second).
 */
export class GridReverseGeocoder implements ReverseGeocoder {
  async reverse({ lat, lng }: Position): Promise<ReversePlace> {
    const code = iso1A2Code([lng, lat]);
    const grid = CityGrid.shared();
    const places = grid.nearby(lat, lng, PLACE_KM).filter((p) => !code || grid.country(p.index) === code);
    const nearest = places[0];
    const countryCode = code ?? (nearest ? grid.country(nearest.index) : null);
    const countryName = countryCode ? countryNameOf(countryCode) : null;
    if (!nearest) return { city: null, locality: null, countryName };
    const close = places.filter((p) => p.km <= CITY_KM);
    const district = grid.district(nearest.index)?.replace(DIVISION_WORDS, '').toLowerCase();
    const city =
      close.find((p) => grid.isMajorSeat(p.index)) ??
      (district ? close.find((p) => grid.name(p.index).toLowerCase() === district) : undefined) ??
      nearest;
    return { city: grid.name(city.index), locality: grid.name(nearest.index), countryName };
  }
}
