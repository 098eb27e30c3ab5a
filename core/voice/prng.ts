/**
 * A small seeded pseudo-random generator (mulberry32). The backing track needs noise (snare,
 * hi-hat, sleigh bells) but the core takes no randomness from the platform: a constant seed makes
 * every render of the same guide byte-identical, which keeps the audio cache and tests honest.
 */
export type Prng = () => number;

const { imul } = Math;

export function createPrng(seed: number): Prng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White noise in [-1, 1]. */
export const noise = (prng: Prng): number => prng() * 2 - 1;
