import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';

/** A point on the Earth in decimal degrees (WGS 84), as browsers and OpenCelliD give it. */
export interface Position {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine): accurate to well under 1% at the distances coverage cares about. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The spatial index: the globe cut into cells of 0.1 degree (about 11 km north-south). Every stored
 * position carries its cell number in an indexed integer column, so a radius query reads the few
 * cells around the centre through a B-tree instead of scanning the table, on SQLite and PostgreSQL
 * alike.
 */
export const GRID_CELL_DEGREES = 0.1;
const ROWS = Math.round(180 / GRID_CELL_DEGREES);
const COLUMNS = Math.round(360 / GRID_CELL_DEGREES);

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / GRID_CELL_DEGREES)));
const columnOf = (lng: number) => (((Math.floor((lng + 180) / GRID_CELL_DEGREES) % COLUMNS) + COLUMNS) % COLUMNS);

/** The grid cell of a position (an integer below 6,480,000). */
export function gridCell(p: Position): number {
  return rowOf(p.lat) * COLUMNS + columnOf(p.lng);
}

/** Every grid cell that a circle of `radiusKm` around `center` touches (wrapping at the antimeridian). */
export function cellsWithin(center: Position, radiusKm: number): number[] {
  const dLat = radiusKm / 111.2;
  const cosLat = Math.cos(rad(Math.min(89.9, Math.abs(center.lat) + dLat)));
  const dLng = Math.min(180, radiusKm / (111.32 * Math.max(cosLat, 1e-6)));
  const firstRow = rowOf(center.lat - dLat);
  const lastRow = rowOf(center.lat + dLat);
  const span = Math.min(COLUMNS - 1, Math.floor((center.lng + dLng + 180) / GRID_CELL_DEGREES) - Math.floor((center.lng - dLng + 180) / GRID_CELL_DEGREES));
  const firstColumn = columnOf(center.lng - dLng);
  const cells: number[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let i = 0; i <= span; i++) cells.push(row * COLUMNS + ((firstColumn + i) % COLUMNS));
  }
  return cells;
}

/** The latitude band a radius query may match, to narrow the rows read inside the cells. */
export function latitudeBand(center: Position, radiusKm: number): [number, number] {
  const dLat = radiusKm / 111.2;
  return [center.lat - dLat, center.lat + dLat];
}

/**
 * Coordinates as the coverage calls take them (specification section 5): numbers, in range, and not
 * both zero (0,0 is the Gulf of Guinea, what a missing location turns into, not a real request).
 */
export function validatePosition(lat: unknown, lng: unknown): Result<Position> {
  const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (!isNumber(lat) || !isNumber(lng)) {
    return fail(domainError('INPUT_INVALID', 'lat and lng must both be numbers (decimal degrees), e.g. lat 40.7128, lng -74.006.'));
  }
  if (lat < -90 || lat > 90) return fail(domainError('INPUT_INVALID', `lat must be between -90 and 90; got ${lat}.`));
  if (lng < -180 || lng > 180) return fail(domainError('INPUT_INVALID', `lng must be between -180 and 180; got ${lng}.`));
  if (lat === 0 && lng === 0) {
    return fail(domainError('INPUT_INVALID', 'No valid location set: lat and lng are both 0. Send the coordinates of the place to analyze.'));
  }
  return ok({ lat, lng });
}
