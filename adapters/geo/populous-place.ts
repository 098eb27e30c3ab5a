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
  const populations = CityPopulations.shared();
  for (const i of places) {
    const { lat, lng } = grid.position(i);
    const people = Math.max(SMALLEST, populations.of(normalisePlace(grid.name(i)), grid.country(i), lat, lng));
    const country = grid.country(i);
    largest.set(country, Math.max(largest.get(country) ?? 0, people));
  }
  const [top, next] = [...largest].sort((a, b) => b[1] - a[1]);
  if (!top || regionCountries.some((c) => c !== top[0])) return null;
  return !next || top[1] >= DOMINANCE * next[1] ? top[0] : null;
}
