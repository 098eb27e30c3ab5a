import { gridCell, RADIOS, type Position } from '../../core';
import type { Row } from '../../adapters/persistence/bulk-rows';

/** A small deterministic PRNG (mulberry32), so every run generates the same evidence. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Approximate centres of large US metro areas, weighted roughly by population: synthetic density only. */
export const METROS: Array<[number, number, number]> = [
  [40.75, -73.99, 19.5], [34.05, -118.24, 13], [41.88, -87.63, 9.4], [32.78, -96.8, 7.6], [29.76, -95.37, 7.1],
  [38.9, -77.04, 6.3], [39.95, -75.17, 6.2], [25.76, -80.19, 6.1], [33.75, -84.39, 6.1], [42.36, -71.06, 4.9],
  [33.45, -112.07, 4.9], [37.77, -122.42, 4.6], [42.33, -83.05, 4.3], [47.61, -122.33, 4.0], [44.98, -93.27, 3.7],
  [32.72, -117.16, 3.3], [27.95, -82.46, 3.2], [39.74, -104.99, 2.9], [38.63, -90.2, 2.8], [39.29, -76.61, 2.8],
];
const TOTAL_WEIGHT = METROS.reduce((s, m) => s + m[2], 0);

/** A point: 80% around a metro (Gaussian, sigma `sigmaKm`), 20% anywhere in the lower 48. */
export function samplePosition(rand: () => number, sigmaKm = 15): Position {
  if (rand() < 0.2) return { lat: 25 + rand() * 24, lng: -124 + rand() * 57 };
  let pick = rand() * TOTAL_WEIGHT;
  const metro = METROS.find((m) => (pick -= m[2]) <= 0) ?? METROS[0];
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const lat = metro[0] + (gauss() * sigmaKm) / 111.2;
  return { lat, lng: metro[1] + (gauss() * sigmaKm) / (111.32 * Math.cos((lat * Math.PI) / 180)) };
}

const NETWORKS = ['att', 'verizon', 'tmobile'];
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

export function towerRow(i: number, p: Position, rand: () => number, now: number): Row {
  const radio = rand() < 0.55 ? 'LTE' : rand() < 0.5 ? 'NR' : pick(rand, RADIOS);
  return {
    cell_key: `${radio}:310:${i % 1000}:${Math.floor(i / 1000)}:${i}`, radio, mcc: 310, mnc: i % 1000, network: pick(rand, NETWORKS), operator: null,
    lat: p.lat, lng: p.lng, grid_cell: gridCell(p), range_m: 1000, samples: 10, updated_at: now,
  };
}

export function outageRow(i: number, p: Position, rand: () => number, dbDate: (d: Date) => number | string, now: number): Row {
  return {
    fingerprint: `bench-${i}`, provider: 'bench', provider_key: pick(rand, [...NETWORKS, 'xfinity', 'spectrum']), category: 'outage',
    severity: pick(rand, ['minor', 'minor', 'major', 'critical']), count: 1 + Math.floor(rand() * 50), source: 'bench',
    lat: p.lat, lng: p.lng, grid_cell: gridCell(p), occurred_at: dbDate(new Date(now - rand() * 60 * 86_400_000)),
  };
}

const PHRASES: Record<string, string[]> = {
  signal: ['no signal {place}', 'weak signal, one bar {place} {time}', 'signal keeps dropping {place}', 'lost service {place}, phone says no service'],
  calls: ['calls drop after a minute {place}', 'cannot make calls {time}', 'dropped calls {place} {time}', 'callers hear robotic voice {time}'],
  sms: ['text messages not sending {time}', 'sms delayed by hours {place}', 'not receiving texts {time}'],
  data: ['mobile data not working {place}', 'internet not loading {time}, apps time out', 'data connection drops {place}'],
  speed: ['very slow internet {place} {time}', 'slow speeds, video buffering {time}', 'speed test shows 1 mbps {place}'],
  outage: ['complete outage {place}, no service for anyone', 'network down {time} across {place}'],
  device: ['phone restarts when on 5g', 'battery drains fast searching for network', 'sim card not detected after update'],
};
const PLACES = ['downtown', 'at home', 'in the basement', 'on the highway', 'near the stadium', 'at work', 'in the mall', 'in the subway', 'at the airport', 'indoors', 'on campus'];
const TIMES = ['since yesterday', 'every evening', 'this morning', 'for a week', 'during rush hour', 'at night', 'all day'];
const DEVICES: Array<[string, string]> = [['Google', 'Pixel 7'], ['Google', 'Pixel 8'], ['Apple', 'iPhone'], ['Samsung', 'SM-S911B'], ['Motorola', 'moto g power (2022)']];

/** A report text of one category, from phrase templates. */
export function reportText(rand: () => number): { category: string; text: string } {
  const category = pick(rand, Object.keys(PHRASES));
  return { category, text: pick(rand, PHRASES[category]).replace('{place}', pick(rand, PLACES)).replace('{time}', pick(rand, TIMES)) };
}

export function issueRow(at: Position, rand: () => number, dbDate: (d: Date) => number | string, now: number): Row {
  // Stored to about 100 m, as the issue report store keeps positions.
  const p = { lat: Math.round(at.lat * 1000) / 1000, lng: Math.round(at.lng * 1000) / 1000 };
  const { category, text } = reportText(rand);
  const [make, model] = pick(rand, DEVICES);
  return {
    provider: null, provider_key: pick(rand, NETWORKS), category, description: text, device_make: make, device_model: model,
    lat: p.lat, lng: p.lng, grid_cell: gridCell(p), reported_at: dbDate(new Date(now - rand() * 89 * 86_400_000)),
  };
}

/**
 * `count` positions ordered by grid cell: inserting in index order keeps B-tree writes sequential,
 * which is what lets a million rows load in seconds rather than minutes.
 */
export function positionsByCell(count: number, rand: () => number): { lat: Float64Array; lng: Float64Array; order: Uint32Array } {
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const cell = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const p = samplePosition(rand);
    lat[i] = p.lat;
    lng[i] = p.lng;
    cell[i] = gridCell(p);
  }
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => cell[a] - cell[b]);
  return { lat, lng, order };
}
