import type { CityGrid } from './city-grid';
import { normalisePlace } from './city-grid';
import { CityPopulations, SMALLEST } from './city-populations';

/**
 * How many times the inhabitants of every namesake in another country a place needs to be the one
 * a bare name means: ten, an order of magnitude. Madrid (3.3 million) is not Madrid, Cundinamarca
 * (50,000), London (7.6 million) is not London, Ontario (350,000); but Manchester (400,000) and
 * Manchester, New Hampshire (110,000), or Valencia in Venezuela and in Spain, stay several places.
 */
export const DOMINANCE = 10;

/**
 * The country (ISO code) of the place among `places` (grid indexes, all of one name) that dwarfs
 * its namesakes abroad; null when none does. A namesake too small for the population counts is
 * taken at the counts' floor (10,000), so a town of 30,000 never outweighs the uncounted villages
 * of its name elsewhere, and a state or province of the name in another country (`regionCountries`),
 * whose size is not counted, leaves the name to both.
 */
export function populousCountry(grid: CityGrid, places: number[], regionCountries: string[] = []): string | null {
  const largest = new Map<string, number>();
  for (const i of places) {
    const people = Math.max(SMALLEST, inhabitantsOf(grid, i));
    const country = grid.country(i);
    largest.set(country, Math.max(largest.get(country) ?? 0, people));
  }
  const [top, next] = [...largest].sort((a, b) => b[1] - a[1]);
  if (!top || regionCountries.some((c) => c !== top[0])) return null;
  return !next || top[1] >= DOMINANCE * next[1] ? top[0] : null;
}

/**
 * A city of the name, in another country than the region's, of at least this many inhabitants
 * (GeoNames' count) is what a bare name means rather than the region: "Manchester" is the city of
 * 400,000 in England, not the parish in Jamaica; "Ontario" stays the province (Ontario, California
 * has 175,000).
 */
const LARGE_CITY = 250_000;

/** Whether a place of this name outside `regionCountry` is a large city (see LARGE_CITY). */
export const hasLargeNamesakeAbroad = (grid: CityGrid, name: string, regionCountry: string): boolean =>
  grid.named(name).some((i) => grid.country(i) !== regionCountry && inhabitantsOf(grid, i) >= LARGE_CITY);

/** The inhabitants of a gazetteer place, as the population counts give them (0 below their floor). */
function inhabitantsOf(grid: CityGrid, i: number): number {
  const { lat, lng } = grid.position(i);
  return CityPopulations.shared().of(normalisePlace(grid.name(i)), grid.country(i), lat, lng);
}
