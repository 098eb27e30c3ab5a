import type { BandPlan, CarrierDerivation } from './carrier';
import { bandNotedFor, type NotedBands } from './noted-bands';

/**
 * Where a frequency names which band: the same "LTE 700" is band 28 in Europe and Asia, and in the
 * Latin American countries that chose the APT plan (`apt700-americas`), but one of four US bands
 * elsewhere in the Americas; "LTE 800" is band 20 in Europe, Africa and the Middle East but band 18,
 * 19 or 26 in Japan. `apt700-americas` reads every other frequency as the Americas do.
 */
export type BandRegion = 'americas' | 'apt700-americas' | 'emea' | 'apac' | 'japan';

/**
 * Countries of the Americas whose 700 MHz follows the APT plan (band 28), by mobile country code:
 * Mexico 334, Costa Rica 712, Panama 714, Peru 716, Argentina 722, Brazil 724, Chile 730,
 * Colombia 732, Bolivia 736, Ecuador 740, Paraguay 744, Uruguay 748. Sources: CommsUpdate,
 * "Ecuador adopts Asian 700MHz plan, fourth LatAm country to do so" (2012-10-22; Chile, Colombia,
 * Mexico, Ecuador); Developing Telecoms, "Brazil and Chile adopt 700MHz band for LTE" (2013;
 * Argentina, Bolivia, Colombia, Costa Rica, Ecuador, Mexico, Panama, Uruguay, Brazil, Chile); Peru
 * and Paraguay by their licensed blocks, which lie in band 28 (CommsUpdate 2016-05-27 and
 * 2017-11-07). Read 2026-11-25. Elsewhere in Latin America no source was found either way, so
 * there "LTE 700" still names no single band.
 */
const APT700_AMERICAS = new Set(['334', '712', '714', '716', '722', '724', '730', '732', '736', '740', '744', '748']);

type Mapping = Partial<Record<number, number | Partial<Record<BandRegion, number>>>>;

/** FDD LTE by downlink frequency. A frequency missing for a region names no single band there. */
const LTE: Mapping = {
  600: 71,
  700: { emea: 28, apac: 28, japan: 28, 'apt700-americas': 28 },
  800: { emea: 20 },
  850: { americas: 5, emea: 5, apac: 5 },
  900: 8,
  1500: { emea: 32 },
  1700: { americas: 4 },
  1800: 3,
  1900: { americas: 2 },
  2100: { emea: 1, apac: 1, japan: 1 },
  2300: 40,
  2600: 7,
};
const TD_LTE: Mapping = { 1900: 39, 2300: 40, 2500: 41, 3500: 42, 3700: 43 };
const NR: Mapping = {
  600: 71,
  700: { emea: 28, apac: 28, japan: 28, 'apt700-americas': 28 },
  800: { emea: 20 },
  850: 5,
  900: 8,
  1700: { americas: 66 },
  1800: 3,
  2100: { emea: 1, apac: 1, japan: 1 },
  2300: 40,
  2500: 41,
  3500: 78,
  3600: 78,
  // Japan's 3.7 GHz assignments (3600-4100 MHz) lie in n77 (3300-4200 MHz); the upper ones only there.
  3700: { japan: 77 },
  4700: 79,
  26000: 258,
  28000: { emea: 257, apac: 257, japan: 257 },
  39000: 260,
};
const TD_NR: Mapping = { 2300: 40, 2500: 41, 2600: 41 };
const NOTHING_NOTED: NotedBands = { lte: new Set(), nr: new Set() };
const LOW_LTE_BANDS = new Set([5, 8, 12, 13, 14, 17, 18, 19, 20, 26, 28, 71]);

/**
 * The region whose band usage applies to a mobile country code: 3xx and 7xx are the Americas (APT
 * 700 MHz where the country chose it), 2xx Europe, 6xx Africa and 410-432 the Middle East (one band
 * usage), 440/441 Japan, the rest of 4xx and 5xx Asia and Oceania.
 */
export function bandRegionOf(mcc: string): BandRegion {
  const code = Number(mcc);
  if (code === 440 || code === 441) return 'japan';
  if (APT700_AMERICAS.has(mcc)) return 'apt700-americas';
  if (mcc.startsWith('3') || mcc.startsWith('7')) return 'americas';
  if (mcc.startsWith('2') || mcc.startsWith('6') || (code >= 410 && code <= 432 && code !== 428 && code !== 429)) return 'emea';
  return 'apac';
}

function lookup(table: Mapping, mhz: number, region: BandRegion): number | null {
  const entry = table[mhz];
  if (entry === undefined) return null;
  if (typeof entry === 'number') return entry;
  return entry[region] ?? (region === 'apt700-americas' ? entry.americas : undefined) ?? null;
}

const TOKEN = /^(GSM|UMTS|UTMS|WCDMA|CDMA|CDMA ?2000|LTE|TD-LTE|5G|TD-5G)(?:[\s-]*(\d{3,5}))?(?:\s*MHZ)?$/i;

/** The list's words for 2G and 3G radio. */
const LEGACY_TECH: Record<string, '2G' | '3G'> = { GSM: '2G', UMTS: '3G', UTMS: '3G', WCDMA: '3G', CDMA: '3G', CDMA2000: '3G' };

/**
 * Reads a network's frequency list (the MCC/MNC list's "GSM 900 / LTE 800 / 5G 3500") into a band
 * plan, naming a band only where the frequency means one band in that region; the rest is kept as
 * unmapped, unless the list's notes state which of its bands the network uses (`noted`). Null when
 * the list names no public mobile radio (MVNO, GSM-R, satellite, TETRA, ...).
 */
export function deriveBandPlan(text: string, region: BandRegion, noted: NotedBands = NOTHING_NOTED): { plan: BandPlan; derivation: CarrierDerivation } | null {
  const lte = new Set<number>();
  const nr = new Set<number>();
  const lowBandLabels: Record<string, string> = {};
  const unmapped: string[] = [];
  const settledByNotes: string[] = [];
  const legacy = new Set<'2G' | '3G'>();
  const gsmLegacy = new Set<'2G' | '3G'>();
  let mobile = false;
  let mentions5g = false;
  for (const raw of text.split('/').map((t) => t.trim()).filter(Boolean)) {
    const m = TOKEN.exec(raw);
    if (!m) continue;
    mobile = true;
    const tech = m[1].toUpperCase().replace(' ', '');
    const mhz = m[2] ? Number(m[2]) : null;
    if (LEGACY_TECH[tech]) {
      legacy.add(LEGACY_TECH[tech]);
      if (!tech.startsWith('CDMA')) gsmLegacy.add(LEGACY_TECH[tech]);
      continue;
    }
    const isNr = tech.endsWith('5G');
    if (isNr) mentions5g = true;
    const table = tech === 'LTE' ? LTE : tech === 'TD-LTE' ? TD_LTE : tech === '5G' ? NR : TD_NR;
    const read = mhz === null ? null : lookup(table, mhz, region);
    const band = mhz === null ? null : (read ?? bandNotedFor(tech, mhz, noted));
    if (band === null) {
      unmapped.push(raw);
      continue;
    }
    if (read === null) settledByNotes.push(`${raw} as ${isNr ? `n${band}` : `band ${band}`}`);
    if (isNr) nr.add(band);
    else {
      lte.add(band);
      if (LOW_LTE_BANDS.has(band)) lowBandLabels[String(band)] = `${mhz} MHz`;
    }
  }
  if (!mobile) return null;
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  const coreLteBands = sorted(lte);
  return {
    plan: {
      coreLteBands,
      lowBands: coreLteBands.filter((b) => LOW_LTE_BANDS.has(b)),
      lowBandLabels,
      nrBands: sorted(nr),
      legacyShutdown: { threeG: null, twoG: null },
      // A list without GSM, UMTS or CDMA says nothing of calls: data-only and fixed-wireless networks
      // list LTE alone too. That calls need VoLTE is a carrier's statement, never read from a gap.
      volteRequired: false,
      wifiCalling: null,
    },
    derivation: {
      text,
      unmapped,
      mentions5g,
      legacy: (['2G', '3G'] as const).filter((g) => legacy.has(g)),
      gsmLegacy: (['2G', '3G'] as const).filter((g) => gsmLegacy.has(g)),
      ...(settledByNotes.length ? { settledByNotes } : {}),
    },
  };
}
