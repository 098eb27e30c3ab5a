import type { PlaceSuggestion } from '../../core';
import type { CityGrid } from './city-grid';
import type { CityPopulations } from './city-populations';
import { countriesCalled } from './country-aliases';
import { countryNameOf } from './country-coder-locator';

/**
 * The countries a place search's whole text names ("Congo", "Micronesia", "Korea, South"), as
 * suggestions to list before any town of that name, so a country's name is never read as a town
 * named after it. Each is placed at the country's most populous place (GeoNames' counts; else a
 * seat, else its first place in the gazetteer), so a map opened on it shows the country.
 */
export class CountrySuggestions {
  /** Country code -> the grid index of a country without counted towns (null: the gazetteer has no place there). */
  private readonly centres = new Map<string, number | null>();

  constructor(
    private readonly grid: CityGrid,
    private readonly populations: CityPopulations,
  ) {}

  /**
   * Suggestions for the countries the text names. One country goes by the name typed ("Korea" for
   * "Korea, South", as "London, ON" is London), so whoever compares the name with the text finds it;
   * a name two countries share names neither, so each goes by its own ("Republic of the Congo").
   */
  suggest(text: string): PlaceSuggestion[] {
    const called = countriesCalled(text);
    const found: PlaceSuggestion[] = [];
    for (const { code, name } of called) {
      const country = countryNameOf(code);
      const centre = this.centre(code);
      if (!country || !centre) continue;
      found.push({ label: country, name: called.length === 1 ? name : country, region: null, countryName: country, ...centre });
    }
    return found;
  }

  /** Where the country's most populous place lies; for a country of small towns only, a seat of it, else its first place. */
  private centre(code: string): { lat: number; lng: number } | null {
    const largest = this.populations.largestIn(code);
    if (largest) return largest;
    if (!this.centres.has(code)) {
      let found: number | null = null;
      for (let index = 0; index < this.grid.size; index++) {
        if (this.grid.country(index) !== code || (found !== null && !this.grid.isMajorSeat(index))) continue;
        found = index;
        if (this.grid.isMajorSeat(index)) break;
      }
      this.centres.set(code, found);
    }
    const index = this.centres.get(code);
    return index === null || index === undefined ? null : this.grid.position(index);
  }
}
