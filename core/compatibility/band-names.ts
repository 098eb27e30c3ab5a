/** Common names of LTE/NR bands (3GPP TS 36.101 / 38.101), used to write reasons a person can read. */
const LTE_BAND_LABELS: Record<number, string> = {
  1: '2100 MHz', 2: '1900 MHz PCS', 3: '1800 MHz', 4: '1700/2100 MHz AWS', 5: '850 MHz', 7: '2600 MHz',
  8: '900 MHz', 12: '700 MHz', 13: '700 MHz', 14: '700 MHz FirstNet', 17: '700 MHz', 20: '800 MHz',
  25: '1900 MHz', 26: '850 MHz', 28: '700 MHz APT', 29: '700 MHz', 30: '2300 MHz WCS', 32: '1500 MHz',
  38: '2600 MHz TDD', 40: '2300 MHz TDD', 41: '2500 MHz TDD', 46: '5 GHz LAA', 48: '3.5 GHz CBRS',
  66: '1700/2100 MHz AWS-3', 71: '600 MHz',
};

export const lteBandLabel = (band: number, override?: string): string => {
  // "700 MHz (Lower A/B/C)" reads "700 MHz, Lower A/B/C" inside the band's own brackets.
  const label = (override ?? LTE_BAND_LABELS[band])?.replace(/\s*\(([^()]*)\)/g, ', $1');
  return label ? `band ${band} (${label})` : `band ${band}`;
};

/** The common name of an LTE band alone, e.g. '700 MHz'; empty when unknown. */
export const lteBandName = (band: number): string => LTE_BAND_LABELS[band] ?? '';

export const isMmWave = (nrBand: number): boolean => nrBand >= 257;
