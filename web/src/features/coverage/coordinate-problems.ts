import { parseCoordinate } from './coverage-format';

export interface CoordinateProblems {
  lat: string | null;
  lng: string | null;
  /** Both fields read 0: a point in the ocean, never a place anyone asks about (specification section 4). */
  both: string | null;
}

/** Text that may still become a number as the visitor types ('-', '40.'): not wrong until they leave the field. */
const UNFINISHED = /^-?\d*\.?$/;

function fieldProblem(name: 'Latitude' | 'Longitude', text: string, limit: number, left: boolean): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const value = parseCoordinate(typed);
  const example = name === 'Latitude' ? '40.7505' : '-73.9934';
  if (value === null) return UNFINISHED.test(typed) && !left ? null : `${name} must be a number between -${limit} and ${limit}, e.g. ${example}.`;
  return Math.abs(value) > limit ? `${name} must be between -${limit} and ${limit}.` : null;
}

/**
 * Why the typed coordinates cannot be analyzed, field by field: latitude -90 to 90, longitude
 * -180 to 180, not both 0. An empty field is no problem of its own (nothing is set yet). `left`
 * says which fields the visitor has left (or that came filled in), where unfinished text counts.
 */
export function coordinateProblems(lat: string, lng: string, left: { lat: boolean; lng: boolean }): CoordinateProblems {
  const problems = { lat: fieldProblem('Latitude', lat, 90, left.lat), lng: fieldProblem('Longitude', lng, 180, left.lng) };
  const zero = parseCoordinate(lat) === 0 && parseCoordinate(lng) === 0;
  return { ...problems, both: zero ? 'Latitude and longitude cannot both be 0. Enter the coordinates of a real place.' : null };
}
