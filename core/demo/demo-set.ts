import type { ReportDevice } from '../issues/device-from-user-agent';

/**
 * What `bandwise seed --demo` draws its sample data from. Devices are TACs of the TAC lists shipped
 * with Bandwise (Osmocom and the Samsung list), so each demo search is a real check with a real
 * answer; the mix includes ambiguous TACs, devices without band data and unknown TACs, as real
 * traffic does. Weights are relative.
 */

/** The fixed seed: the same demo set every run. */
export const DEMO_SEED = 20_261_126;
/** Searches in the demo set, spread over the last 30 days. */
export const DEMO_SEARCH_COUNT = 320;
/** Of which this many fall in the last hour, so "requests in the last hour" and recent activity show something. */
export const DEMO_RECENT_SEARCHES = 6;
/** Share of demo searches made through the demo API key (the rest came through the web app). */
export const DEMO_KEYED_SHARE = 0.4;

/**
 * The demo API key: a fixed id, so `--remove` deletes exactly it (ids of real keys are random). Its
 * secret is random and never shown, so nobody can call the API with it. The address is under the
 * product's reserved domain: never an admin, never counted as a user.
 */
export const DEMO_API_KEY = {
  id: '00000000-0000-4000-8000-0000000de470',
  name: 'Demo key (seed --demo)',
  email: 'demo@seed-demo.bandwise.invalid',
} as const;

/** Demo issue reports are published with this in front of their text, so wherever a report is listed as similar it reads as demo data. */
export const DEMO_REPORT_PREFIX = 'Demo report: ';

export const DEMO_DEVICES: ReadonlyArray<{ tac: string; device: string; weight: number }> = [
  { tac: '35104463', device: 'Apple iPhone 13', weight: 16 },
  { tac: '35292511', device: 'Apple iPhone 11', weight: 10 },
  { tac: '35049687', device: 'Samsung Galaxy S24 Ultra', weight: 10 },
  { tac: '35397785', device: 'Samsung Galaxy S24', weight: 8 },
  { tac: '35126828', device: 'Samsung Galaxy A14', weight: 8 },
  { tac: '35010509', device: 'Samsung Galaxy S23 Ultra', weight: 7 },
  { tac: '35073023', device: 'Samsung Galaxy S25 Ultra', weight: 6 },
  { tac: '35050556', device: 'Samsung Galaxy S25', weight: 6 },
  { tac: '35293110', device: 'Google Pixel 4', weight: 6 },
  { tac: '35751110', device: 'Google Pixel 4a', weight: 5 },
  { tac: '35004012', device: 'Samsung Galaxy A54 5G (a TAC shared with other models)', weight: 5 },
  { tac: '35001388', device: 'Samsung Galaxy A13 5G (a TAC shared with other models)', weight: 4 },
  { tac: '35299209', device: 'Apple iPhone 8 (no band data)', weight: 3 },
  { tac: '35006077', device: 'Samsung Galaxy Tab A7 Lite (tablet)', weight: 2 },
  { tac: '35274311', device: 'Samsung Galaxy Watch Active2 (watch)', weight: 1 },
  { tac: '49015420', device: 'Nokia 3110 (feature phone)', weight: 1 },
  // In no list: the check answers "not in the device database", as it does for real visitors.
  { tac: '35999971', device: 'unknown TAC', weight: 3 },
  { tac: '35999983', device: 'unknown TAC', weight: 3 },
];

/** Carriers by country code, as a visitor picks them (the check resolves the name in that country). */
export const DEMO_CARRIERS: Readonly<Record<string, ReadonlyArray<{ network: string; weight: number }>>> = {
  US: [{ network: 'T-Mobile', weight: 40 }, { network: 'Verizon', weight: 35 }, { network: 'AT&T', weight: 25 }],
  CA: [{ network: 'Rogers', weight: 60 }, { network: 'Bell', weight: 40 }],
  GB: [{ network: 'EE', weight: 55 }, { network: 'Vodafone', weight: 45 }],
  LT: [{ network: 'Telia', weight: 100 }],
};

export interface DemoPlace {
  /** The text a visitor types; null for searches made without a location. */
  location: string | null;
  country: keyof typeof DEMO_CARRIERS;
  lat: number;
  lng: number;
  weight: number;
}

export const DEMO_PLACES: readonly DemoPlace[] = [
  { location: 'Austin, TX', country: 'US', lat: 30.2672, lng: -97.7431, weight: 14 },
  { location: 'New York, NY', country: 'US', lat: 40.7128, lng: -74.006, weight: 14 },
  { location: 'Chicago, IL', country: 'US', lat: 41.8781, lng: -87.6298, weight: 10 },
  { location: 'Seattle, WA', country: 'US', lat: 47.6062, lng: -122.3321, weight: 9 },
  { location: 'Miami, FL', country: 'US', lat: 25.7617, lng: -80.1918, weight: 7 },
  { location: 'Denver, CO', country: 'US', lat: 39.7392, lng: -104.9903, weight: 6 },
  { location: 'Toronto, ON', country: 'CA', lat: 43.6532, lng: -79.3832, weight: 7 },
  { location: 'London', country: 'GB', lat: 51.5074, lng: -0.1278, weight: 6 },
  { location: 'Vilnius', country: 'LT', lat: 54.6872, lng: 25.2797, weight: 4 },
  { location: null, country: 'US', lat: 0, lng: 0, weight: 8 },
];

/** The demo issue reports: the place (a location of DEMO_PLACES), the carrier named, the words, the device. */
export const DEMO_REPORTS: ReadonlyArray<{ place: string; network: string; text: string; device: ReportDevice; daysAgo: number }> = [
  { place: 'Austin, TX', network: 'T-Mobile', text: 'Calls drop every time I drive along I-35 through downtown.', device: { make: 'Google', model: 'Pixel 4' }, daysAgo: 1 },
  { place: 'Austin, TX', network: 'T-Mobile', text: 'Mobile data is very slow in the evenings near Zilker Park.', device: { make: 'Apple', model: 'iPhone 13' }, daysAgo: 4 },
  { place: 'New York, NY', network: 'Verizon', text: 'No signal at all inside the subway stations in Midtown.', device: { make: 'Samsung', model: 'Galaxy S24' }, daysAgo: 2 },
  { place: 'Chicago, IL', network: 'AT&T', text: 'Text messages arrive hours late since last week.', device: { make: 'Apple', model: 'iPhone 11' }, daysAgo: 6 },
  { place: 'Seattle, WA', network: 'T-Mobile', text: 'The 5G icon shows but pages load very slowly downtown.', device: { make: 'Samsung', model: 'Galaxy S23 Ultra' }, daysAgo: 9 },
  { place: 'Toronto, ON', network: 'Rogers', text: 'Wi-Fi calling keeps dropping calls at home.', device: { make: 'Samsung', model: 'Galaxy A14' }, daysAgo: 12 },
];
