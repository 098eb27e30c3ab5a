import type { CityGrid } from './city-grid';

/** How far the nearest place may be (beyond it, open sea or wilderness: no place). */
export const PLACE_KM = 30;
/** How far the city a neighbourhood belongs to may be from the point. */
const CITY_KM = 15;
const DIVISION_WORDS = /\s+(county|city municipality|district municipality|municipality|city)$/i;

/**
 * The gazetteer places at a point: the nearest one (the locality) and the city it belongs to.
 * GeoNames lists city neighbourhoods as places of their own ("Bay Street Corridor", "Paris 04
 * Hôtel-de-Ville"), so the city is, within 15 km, a seat listed without a district (Toronto, New
 * York City), else a place named like the district (Paris), else the nearest place itself. Only
 * places in `countryCode` count when it is given; null when no place is within 30 km.
 */
export function cityNear(grid: CityGrid, lat: number, lng: number, countryCode: string | null): { city: number; locality: number } | null {
  const places = grid.nearby(lat, lng, PLACE_KM).filter((p) => !countryCode || grid.country(p.index) === countryCode);
  const nearest = places[0];
  if (!nearest) return null;
  const close = places.filter((p) => p.km <= CITY_KM);
  const district = grid.district(nearest.index)?.replace(DIVISION_WORDS, '').toLowerCase();
  const city =
    close.find((p) => grid.isMajorSeat(p.index)) ??
    (district ? close.find((p) => grid.name(p.index).toLowerCase() === district) : undefined) ??
    nearest;
  return { city: city.index, locality: nearest.index };
}
