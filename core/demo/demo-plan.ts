import { DEMO_DAYS, lastDays } from '../analytics/demo-analytics';
import type { Position } from '../coverage/geo';
import { luhnCheckDigit } from '../imei/imei';
import type { ReportDevice } from '../issues/device-from-user-agent';
import {
  DEMO_CARRIERS, DEMO_DEVICES, DEMO_KEYED_SHARE, DEMO_PLACES, DEMO_RECENT_SEARCHES, DEMO_REPORTS, DEMO_SEARCH_COUNT,
} from './demo-set';
import { SeededRandom } from './seeded-random';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Searches per UTC hour, relative: most visitors are in North America, busiest in its afternoon and evening. */
const HOUR_WEIGHTS = [6, 5, 4, 3, 2, 1, 1, 1, 1, 1, 2, 3, 4, 6, 7, 8, 8, 8, 8, 8, 8, 8, 7, 7].map((weight, hour) => ({ hour, weight }));
/** Days ago of the demo key's rate-limit refusals (a burst on a busy afternoon). */
const VIOLATION_DAYS_AGO = [3, 11, 20];

export interface PlannedCheck {
  imei: string;
  network: string;
  country: string;
  location: string | undefined;
  at: Date;
  /** Made through the demo API key (counted in its usage), else through the web app. */
  viaDemoKey: boolean;
}

export interface PlannedReport {
  position: Position;
  network: string;
  country: string;
  text: string;
  device: ReportDevice;
  at: Date;
}

export interface DemoPlan {
  /** Oldest first. */
  checks: PlannedCheck[];
  reports: PlannedReport[];
  violations: Date[];
  keyCreatedAt: Date;
}

/**
 * The demo set as a plan: which IMEI is checked on which carrier, where and when. Every random
 * choice comes from `seed`, and each item draws the same number of values whatever the time, so
 * the same seed gives the same set relative to `now`.
 */
export function planDemoSet(now: Date, seed: number): DemoPlan {
  const rng = new SeededRandom(seed);
  const firstDay = Date.parse(`${lastDays(now, DEMO_DAYS)[0]}T00:00:00Z`);
  const days = Array.from({ length: DEMO_DAYS }, (_, day) => {
    const weekday = new Date(firstDay + day * DAY_MS).getUTCDay();
    // Slow growth over the month, quieter weekends: the chart looks like a product in use.
    return { day, weight: (1 + day * 0.04) * (weekday === 0 || weekday === 6 ? 0.7 : 1) };
  });
  const checks = Array.from({ length: DEMO_SEARCH_COUNT }, (_, i): PlannedCheck => {
    const device = rng.weighted(DEMO_DEVICES);
    const body = device.tac + rng.digits(6);
    const place = rng.weighted(DEMO_PLACES);
    const network = rng.weighted(DEMO_CARRIERS[place.country]).network;
    const day = rng.weighted(days).day;
    const hour = rng.weighted(HOUR_WEIGHTS).hour;
    const within = rng.next();
    const keyed = rng.next() < DEMO_KEYED_SHARE;
    let at: number;
    if (i < DEMO_RECENT_SEARCHES) at = now.getTime() - (1 + within * 55) * MINUTE_MS;
    else {
      at = firstDay + day * DAY_MS + (hour + within) * HOUR_MS;
      // Only the recent few fall in the last hour; a later draw moves back into the hours before it.
      if (at > now.getTime() - HOUR_MS) at = now.getTime() - HOUR_MS - within * 12 * HOUR_MS;
    }
    return {
      imei: body + luhnCheckDigit(body),
      network,
      country: place.country,
      location: place.location ?? undefined,
      at: new Date(Math.max(firstDay, Math.round(at))),
      // The last hour's searches are an integration's, so the key's "last hour" figure is not empty.
      viaDemoKey: i < DEMO_RECENT_SEARCHES || keyed,
    };
  });
  const reports = DEMO_REPORTS.map((r): PlannedReport => {
    const place = DEMO_PLACES.find((p) => p.location === r.place)!;
    const [dLat, dLng, within] = [rng.next(), rng.next(), rng.next()];
    return {
      position: { lat: round3(place.lat + (dLat - 0.5) * 0.04), lng: round3(place.lng + (dLng - 0.5) * 0.04) },
      network: r.network,
      country: place.country,
      text: r.text,
      device: r.device,
      at: new Date(now.getTime() - r.daysAgo * DAY_MS - Math.round(within * 6 * HOUR_MS)),
    };
  });
  const violations = VIOLATION_DAYS_AGO.map((daysAgo) => new Date(now.getTime() - daysAgo * DAY_MS - Math.round(rng.next() * HOUR_MS)));
  return {
    checks: checks.sort((a, b) => a.at.getTime() - b.at.getTime()),
    reports,
    violations,
    keyCreatedAt: new Date(firstDay - 2 * DAY_MS),
  };
}

/** Positions are stored to about 100 m, as every issue report is. */
const round3 = (x: number): number => Math.round(x * 1000) / 1000;
