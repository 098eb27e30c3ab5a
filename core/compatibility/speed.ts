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
