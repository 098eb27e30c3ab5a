/**
 * Mono audio as floating-point samples in [-1, 1]. The voice guide is assembled from these in the
 * core (mixing, chords, backing) so every engine and encoder behind the ports sees the same shape.
 */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

const { abs } = Math;

export const durationSeconds = (pcm: Pcm): number => pcm.samples.length / pcm.sampleRate;

export const silence = (seconds: number, sampleRate: number): Pcm => ({
  samples: new Float32Array(Math.max(0, Math.round(seconds * sampleRate))),
  sampleRate,
});

/** Joins clips end to end; all must share one sample rate (the engine's). */
export function concatPcm(parts: Pcm[], sampleRate: number): Pcm {
  const total = parts.reduce((n, p) => n + p.samples.length, 0);
  const samples = new Float32Array(total);
  let offset = 0;
  for (const p of parts) {
    if (p.sampleRate !== sampleRate) throw new Error(`sample rate ${p.sampleRate} differs from ${sampleRate}`);
    samples.set(p.samples, offset);
    offset += p.samples.length;
  }
  return { samples, sampleRate };
}

/** Adds `source` into `target` from sample `at`, scaled by `gain`; the target grows to fit. */
export function mixInto(target: Pcm, source: Pcm, at: number, gain = 1): Pcm {
  const end = at + source.samples.length;
  let out = target.samples;
  if (end > out.length) {
    out = new Float32Array(end);
    out.set(target.samples);
  }
  const s = source.samples;
  for (let i = 0; i < s.length; i++) out[at + i] += s[i] * gain;
  return { samples: out, sampleRate: target.sampleRate };
}

export function peak(pcm: Pcm): number {
  let m = 0;
  for (const v of pcm.samples) {
    const a = abs(v);
    if (a > m) m = a;
  }
  return m;
}

export function rms(pcm: Pcm): number {
  if (pcm.samples.length === 0) return 0;
  let sum = 0;
  for (const v of pcm.samples) sum += v * v;
  return Math.sqrt(sum / pcm.samples.length);
}

/** Scales to a target peak, so voices of different engines and variants mix at known levels. */
export function normalize(pcm: Pcm, target = 0.9): Pcm {
  const p = peak(pcm);
  if (p === 0) return pcm;
  const k = target / p;
  return { samples: pcm.samples.map((v) => v * k), sampleRate: pcm.sampleRate };
}

/**
 * Cuts leading and trailing near-silence, so sung lines start on the beat they are placed on.
 * Keeps a few milliseconds either side to avoid clicks.
 */
export function trimSilence(pcm: Pcm, threshold = 0.01, keepSeconds = 0.02): Pcm {
  const s = pcm.samples;
  let start = 0;
  let end = s.length;
  while (start < end && abs(s[start]) < threshold) start++;
  while (end > start && abs(s[end - 1]) < threshold) end--;
  const keep = Math.round(keepSeconds * pcm.sampleRate);
  return { samples: s.slice(Math.max(0, start - keep), Math.min(s.length, end + keep)), sampleRate: pcm.sampleRate };
}

/** Short fades at both ends: a clip cut from a longer signal must not start or stop with a click. */
export function fadeEdges(pcm: Pcm, seconds = 0.01): Pcm {
  const samples = pcm.samples.slice();
  const n = Math.min(Math.round(seconds * pcm.sampleRate), Math.floor(samples.length / 2));
  for (let i = 0; i < n; i++) {
    const k = i / n;
    samples[i] *= k;
    samples[samples.length - 1 - i] *= k;
  }
  return { samples, sampleRate: pcm.sampleRate };
}
