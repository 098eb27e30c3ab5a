import type { PlaceSuggester, PlaceSuggestion } from '../../core';
import { CityGrid, normalisePlace } from './city-grid';
import { CityPopulations } from './city-populations';
import { countryNameOf } from './country-coder-locator';
import { CountrySuggestions } from './country-suggestions';
import { qualifiesPlace } from './place-qualifier';

/** How many prefix matches are ranked at most (a two-letter prefix can match thousands). */
const SCAN_LIMIT = 3000;
/** How many of them are weighed by their surroundings (the costly part). */
const WEIGH_LIMIT = 150;
/** GeoNames lists a big city's districts as places of their own: many places within this radius mark a big city. */
const DENSITY_KM = 10;

interface Candidate {
  index: number;
  exact: boolean;
  /** Inhabitants where GeoNames counts 10,000 or more; else 0. */
  population: number;
  major: boolean;
  density: number;
}

/**
 * Prefix search over the shared GeoNames city grid: names sorted once on first use, a binary
 * search finds the first match. "Toronto, ON" narrows "Toronto" to places whose region or country
 * is read in Ontario. Countries the whole text names come first ("Congo": both Congos, before the
 * Brazilian town), then exact names, then the most populous (GeoNames' counts, from 10,000), then
 * seats and the places with the most places around them.
 */
export class GridPlaceSuggester implements PlaceSuggester {
  private sorted: Array<[string, number]> | null = null;
  private countries: CountrySuggestions | null = null;

  async suggest(text: string, limit: number): Promise<PlaceSuggestion[]> {
    return this.suggestNow(text, limit);
  }

  /** `suggest` without the promise, for callers that cannot wait (the search log's location step). */
  suggestNow(text: string, limit: number): PlaceSuggestion[] {
    const [head, ...rest] = text.split(',');
    const name = normalisePlace(head);
    if (!name) return [];
    const qualifiers = rest.map(normalisePlace).filter(Boolean);
    const grid = CityGrid.shared();
    const populations = CityPopulations.shared();
    const candidates: Candidate[] = [];
    for (const [normalised, index] of this.prefixed(name)) {
      if (qualifiers.length && !qualifiers.every((q) => qualifiesPlace(grid, index, q))) continue;
      const { lat, lng } = grid.position(index);
      const population = populations.of(normalised, grid.country(index), lat, lng);
      candidates.push({ index, exact: normalised === name, population, major: grid.isMajorSeat(index), density: 0 });
    }
    const ranked = (a: Candidate, b: Candidate) => Number(b.exact) - Number(a.exact) || b.population - a.population;
    candidates.sort((a, b) => ranked(a, b) || Number(b.major) - Number(a.major) || grid.name(a.index).length - grid.name(b.index).length);
    // Among towns no count covers, the one with the most places around it (a big city's districts).
    const weighed = candidates.slice(0, WEIGH_LIMIT);
    for (const c of weighed) {
      const { lat, lng } = grid.position(c.index);
      c.density = grid.nearby(lat, lng, DENSITY_KM).length;
    }
    weighed.sort((a, b) => ranked(a, b) || b.density - a.density);
    candidates.splice(0, weighed.length, ...weighed);
    const found = this.countriesNamed(text).slice(0, limit);
    const seen = new Set(found.map((c) => c.label));
    for (const { index } of candidates) {
      if (found.length === limit) break;
      const suggestion = this.suggestion(grid, index);
      if (seen.has(suggestion.label)) continue;
      seen.add(suggestion.label);
      found.push(suggestion);
    }
    return found;
  }

  /** The countries the whole text names, placed on the grid the towns come from. */
  private countriesNamed(text: string): PlaceSuggestion[] {
    this.countries ??= new CountrySuggestions(CityGrid.shared(), CityPopulations.shared());
    return this.countries.suggest(text);
  }

  /** Places whose normalised name starts with `prefix`: that name and the place's index. */
  private *prefixed(prefix: string): Generator<[string, number]> {
    const sorted = this.index();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid][0] < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < sorted.length && n < SCAN_LIMIT && sorted[i][0].startsWith(prefix); i++, n++) yield sorted[i];
  }

  private suggestion(grid: CityGrid, index: number): PlaceSuggestion {
    const name = grid.name(index);
    const region = grid.region(index);
    const countryName = countryNameOf(grid.country(index));
    const label = [name, region && region !== name ? region : null, countryName].filter(Boolean).join(', ');
    return { label, name, region, countryName, ...grid.position(index) };
  }

  private index(): Array<[string, number]> {
    if (!this.sorted) {
      const grid = CityGrid.shared();
      this.sorted = Array.from({ length: grid.size }, (_, i): [string, number] => [normalisePlace(grid.name(i)), i]);
      this.sorted.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    }
    return this.sorted;
  }
}
