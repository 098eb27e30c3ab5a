import type { CityGrid } from './city-grid';
import { normalisePlace } from './city-grid';
import { countriesCalled } from './country-aliases';
import { countryNameOf } from './country-coder-locator';

/** Postal abbreviations of Canadian provinces and Australian states, by their names in the gazetteer. */
const REGION_CODES: Record<string, Record<string, string>> = {
  CA: {
    Alberta: 'AB', 'British Columbia': 'BC', Manitoba: 'MB', 'New Brunswick': 'NB', 'Newfoundland and Labrador': 'NL', 'Nova Scotia': 'NS',
    'Northwest Territories': 'NT', Nunavut: 'NU', Ontario: 'ON', 'Prince Edward Island': 'PE', Quebec: 'QC', Saskatchewan: 'SK', Yukon: 'YT',
  },
  AU: {
    'New South Wales': 'NSW', Victoria: 'VIC', Queensland: 'QLD', 'Western Australia': 'WA', 'South Australia': 'SA', Tasmania: 'TAS',
    'Northern Territory': 'NT', 'Australian Capital Territory': 'ACT',
  },
};

/**
 * Whether the words after a place's comma ("Austin, TX") can mean the grid's place `index`: a
 * code of its country, state or province (exactly: "CA" is California, not Cartago), any name of
 * its country ("Dublin, Ireland" for the Republic of Ireland), or from three letters on the start
 * of its region's or country's name ("Toronto, Ont", "Paris, France").
 * `qualifier` is normalised (see `normalisePlace`).
 */
export function qualifiesPlace(grid: CityGrid, index: number, qualifier: string): boolean {
  const code = grid.country(index);
  const region = grid.region(index);
  const codes = [code, code === 'US' ? grid.admin1(index) : null, code === 'GB' ? 'uk' : null, code === 'US' ? 'usa' : null, region ? REGION_CODES[code]?.[region] : null];
  if (codes.some((c) => !!c && c.toLowerCase() === qualifier)) return true;
  if (countriesCalled(qualifier).some((c) => c.code === code)) return true;
  return qualifier.length >= 3 && [region, countryNameOf(code)].some((w) => !!w && normalisePlace(w).startsWith(qualifier));
}
