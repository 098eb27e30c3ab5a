/**
 * Band numbers that the MCC/MNC list's notes state for a network ("LTE bands 28 / 3 / 1",
 * "bands 1, 3, 19, 21, 28, 42", "5G bands n71, n66"), used to tell which band a frequency names
 * where the frequency alone names several: NTT docomo's "LTE 850" is band 19, au's is band 18.
 */
export interface NotedBands {
  lte: ReadonlySet<number>;
  nr: ReadonlySet<number>;
}

/** "band 7", "LTE bands 13, 4", "bands 17 / 2", "band 17 and 4"; 5G bands are written n71. */
const LTE_BANDS = /\bbands?\s+(\d{1,2}(?:\s*(?:,|\/|and|&)\s*\d{1,2}\b)*)/gi;
const NR_BAND = /\bn(\d{1,3})\b/g;

export function notedBands(notes: readonly string[]): NotedBands {
  const lte = new Set<number>();
  const nr = new Set<number>();
  for (const note of notes) {
    for (const m of note.matchAll(LTE_BANDS)) for (const n of m[1].match(/\d+/g) ?? []) lte.add(Number(n));
    for (const m of note.matchAll(NR_BAND)) nr.add(Number(m[1]));
  }
  return { lte, nr };
}

type Candidates = Partial<Record<number, number[]>>;

/** The bands a frequency can name anywhere (3GPP band plans, by downlink frequency in MHz). */
const LTE: Candidates = {
  600: [71],
  700: [12, 13, 14, 17, 28],
  800: [18, 19, 20, 26],
  850: [5, 18, 19, 26],
  900: [8],
  1500: [11, 21, 32],
  1700: [4, 66],
  1800: [3],
  1900: [2, 25],
  2100: [1, 4, 66],
  2300: [40],
  2600: [7],
};
const TD_LTE: Candidates = { 1900: [39], 2300: [40], 2500: [41], 2600: [38, 41], 3500: [42], 3700: [43] };
const NR: Candidates = {
  600: [71],
  700: [12, 14, 28],
  800: [18, 20, 26],
  850: [5, 26],
  900: [8],
  1700: [66],
  1800: [3],
  1900: [2, 25],
  2100: [1, 66],
  2500: [41],
  2600: [7, 38, 41],
  3500: [77, 78],
  3700: [77, 78],
  28000: [257, 261],
  39000: [260],
};
const TD_NR: Candidates = { 2300: [40], 2500: [41], 2600: [38, 41] };
const BY_TECH: Record<string, Candidates> = { LTE, 'TD-LTE': TD_LTE, '5G': NR, 'TD-5G': TD_NR };

/** The one band of the frequency's candidates that the notes state; null when they state none or several. */
export function bandNotedFor(tech: string, mhz: number, noted: NotedBands): number | null {
  const stated = tech.endsWith('5G') ? noted.nr : noted.lte;
  const matching = (BY_TECH[tech]?.[mhz] ?? []).filter((band) => stated.has(band));
  return matching.length === 1 ? matching[0] : null;
}
