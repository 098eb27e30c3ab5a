/** Headline peaks of the specification: what a network reaches when the device category is unknown. */
export const DEFAULT_4G_MBPS = 150;
export const DEFAULT_5G_MBPS = 1000;

/** Peak LTE downlink per UE category (3GPP TS 36.306). */
const LTE_CATEGORY_DOWNLINK_MBPS: Record<number, number> = {
  3: 100, 4: 150, 6: 300, 7: 300, 9: 450, 10: 450, 11: 600, 12: 600, 13: 390, 15: 800,
  16: 1000, 18: 1200, 19: 1600, 20: 2000, 21: 1400, 22: 2350, 24: 3000,
};

/** The theoretical LTE peak: the category's figure when known, otherwise the headline 150 Mbps. */
export function lteDownlinkPeak(category: number | undefined): number {
  return (category !== undefined && LTE_CATEGORY_DOWNLINK_MBPS[category]) || DEFAULT_4G_MBPS;
}

const THEORETICAL_NOTE = 'Theoretical peak downlink speeds; real speeds depend on signal, load and plan.';
const NO_FIGURES_NOTE = 'No speed figures: neither 4G nor 5G is known to work here.';

const shown = (mbps: number): string => (mbps >= 1000 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`);

/** The speed figures with a note that names only those given. */
export const speedFigures = (fourGMbps: number | null, fiveGMbps: number | null, categoryKnown: boolean) => ({
  fourGMbps,
  fiveGMbps,
  note: speedsNote(fourGMbps, fiveGMbps, categoryKnown),
});

/**
 * What the speed figures are, naming only the figures given: a model's own LTE peak when its
 * category is known, else the generations' headline peaks, which are not this model's own.
 */
function speedsNote(fourGMbps: number | null, fiveGMbps: number | null, categoryKnown: boolean): string {
  if (fourGMbps === null && fiveGMbps === null) return NO_FIGURES_NOTE;
  if (categoryKnown) return THEORETICAL_NOTE;
  const figures = [fourGMbps === null ? null : `4G (${shown(fourGMbps)})`, fiveGMbps === null ? null : `5G (${shown(fiveGMbps)})`].filter(Boolean);
  return `Headline peak${figures.length > 1 ? 's' : ''} of ${figures.join(' and ')}, not this model's own: no source read states its LTE category. Real speeds depend on signal, load and plan.`;
}
