/**
 * Band relations that decide coverage (3GPP TS 36.101): a band inside a wider band is served by a
 * device with the wider one, and downlink-only bands carry no cell of their own.
 */

/** Band -> wider bands that contain it: 17 lies inside 12, 5 inside 26, 4 inside 66. */
const SUPERSETS: Record<number, number[]> = { 17: [12], 5: [26], 4: [66] };

/**
 * The LTE bands whose downlink lies at a low frequency as lists name it (TS 36.101 table 5.5-1):
 * "700 MHz" is band 12 (729-746), 13 (746-756), 14 (758-768), 17 (734-746) or 28 (758-803); "800
 * MHz" is band 20 (791-821) or, in Japan and the Americas, 18 (860-875), 19 (875-890), 26
 * (859-894) or 27 (852-869); "850 MHz" is band 5 (869-894), 18, 19 or 26.
 */
const LOW_FREQUENCY_BANDS: Record<number, number[]> = { 700: [12, 13, 14, 17, 28], 800: [18, 19, 20, 26, 27], 850: [5, 18, 19, 26] };

/** The bands a listed low frequency (in MHz) can be; null for one that is not low or not known. */
export const lowBandsAt = (mhz: number): number[] | null => LOW_FREQUENCY_BANDS[mhz] ?? null;

/** Supplemental downlink bands: they add capacity through carrier aggregation, never coverage. */
export const DOWNLINK_ONLY_BANDS = [29, 32, 46, 75, 76];

export const isDownlinkOnly = (band: number): boolean => DOWNLINK_ONLY_BANDS.includes(band);

/** The device band that serves `band`: the band itself, or a wider band containing it; null when none. */
export function servingBand(deviceBands: number[], band: number): number | null {
  if (deviceBands.includes(band)) return band;
  return (SUPERSETS[band] ?? []).find((wider) => deviceBands.includes(wider)) ?? null;
}

export const hasBand = (deviceBands: number[], band: number): boolean => servingBand(deviceBands, band) !== null;

/**
 * Low bands grouped by frequency, read from their labels ("700 MHz (Upper C)" -> "700 MHz"): a
 * device with any band of a group has that frequency's coverage (Bell's 700 MHz is bands 12, 13
 * and 17). Downlink-only bands never form or join a group.
 */
export function lowBandGroups(bands: number[], labels: Record<string, string>, fallback: (b: number) => string): Array<{ frequency: string; bands: number[] }> {
  const groups = new Map<string, number[]>();
  for (const band of bands.filter((b) => !isDownlinkOnly(b))) {
    const frequency = /^\d+(\.\d+)? [MG]Hz/.exec(labels[String(band)] ?? fallback(band))?.[0] ?? `band ${band}`;
    groups.set(frequency, [...(groups.get(frequency) ?? []), band]);
  }
  return [...groups].map(([frequency, members]) => ({ frequency, bands: members }));
}
