import type { Pcm } from '../../core';

const FRAME_SECONDS = 0.02;
const SEARCH_SECONDS = 2;

/**
 * Where to cut a clip into `pieces` nearly equal parts: near each ideal cut, the start of the
 * quietest 20 ms frame within two seconds. Cutting in a pause keeps the joins of separately
 * encoded MP3 pieces inaudible.
 */
export function quietSplitPoints(pcm: Pcm, pieces: number): number[] {
  const s = pcm.samples;
  const frame = Math.max(1, Math.round(FRAME_SECONDS * pcm.sampleRate));
  const reach = Math.round(SEARCH_SECONDS * pcm.sampleRate);
  const cuts: number[] = [];
  for (let k = 1; k < pieces; k++) {
    const ideal = Math.round((s.length * k) / pieces);
    let best = ideal;
    let bestEnergy = Infinity;
    const from = Math.max(frame, ideal - reach);
    const to = Math.min(s.length - frame, ideal + reach);
    for (let at = from; at <= to; at += frame) {
      let energy = 0;
      for (let i = at; i < at + frame; i++) energy += s[i] * s[i];
      if (energy < bestEnergy) {
        bestEnergy = energy;
        best = at;
      }
    }
    if (best > (cuts[cuts.length - 1] ?? 0)) cuts.push(best);
  }
  return cuts;
}
