import type { Prng } from './prng';
import { noise } from './prng';

/**
 * The generated band of the Canadian Rock style: plucked tones, kick, snare, hi-hat and sleigh
 * bells, each added into a sample buffer at a start sample. Envelopes decay by a constant factor
 * per sample (no exp per sample) so a whole song renders in a few tens of milliseconds.
 */
/** Module-level aliases: hot loops must not look up globals (slow inside sandboxes such as Jest's). */
const { sin, PI } = Math;
const TAU = 2 * PI;

export interface Track {
  out: Float32Array;
  sampleRate: number;
}

/** A tone with a 5 ms attack and exponential decay (time constant `tau` seconds). */
export function addTone(track: Track, start: number, hz: number, amp: number, tau: number, shape: 'sine' | 'triangle' = 'triangle'): void {
  const { out, sampleRate } = track;
  const n = Math.min(out.length - start, Math.round(tau * 4 * sampleRate));
  const attack = Math.round(0.005 * sampleRate);
  const decay = Math.exp(-1 / (tau * sampleRate));
  const step = hz / sampleRate;
  const sine = shape === 'sine';
  let env = amp;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const d = phase - 0.5;
    const wave = sine ? sin(TAU * phase) : 4 * (d < 0 ? -d : d) - 1;
    out[start + i] += wave * env * (i < attack ? i / attack : 1);
    env *= decay;
    phase += step;
    if (phase >= 1) phase -= 1;
  }
}

/** A kick drum: a sine whose pitch falls from about 115 Hz to 45 Hz. */
export function addKick(track: Track, start: number, amp = 0.6): void {
  const { out, sampleRate } = track;
  const n = Math.min(out.length - start, Math.round(0.3 * sampleRate));
  const decay = Math.exp(-1 / (0.12 * sampleRate));
  const sweep = Math.exp(-1 / (0.03 * sampleRate));
  let env = amp;
  let bend = 70;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    out[start + i] += sin(TAU * phase) * env;
    phase += (45 + bend) / sampleRate;
    bend *= sweep;
    env *= decay;
  }
}

/** A snare: a noise burst over a short 190 Hz body. */
export function addSnare(track: Track, start: number, prng: Prng, amp = 0.25): void {
  const { out, sampleRate } = track;
  const n = Math.min(out.length - start, Math.round(0.25 * sampleRate));
  const decay = Math.exp(-1 / (0.06 * sampleRate));
  let env = amp;
  for (let i = 0; i < n; i++) {
    const body = sin((TAU * 190 * i) / sampleRate) * 0.6;
    out[start + i] += (noise(prng) + body) * env;
    env *= decay;
  }
}

/** A closed hi-hat: differenced (high-passed) noise, very short. */
export function addHat(track: Track, start: number, prng: Prng, amp = 0.05): void {
  const { out, sampleRate } = track;
  const n = Math.min(out.length - start, Math.round(0.06 * sampleRate));
  const decay = Math.exp(-1 / (0.012 * sampleRate));
  let env = amp;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const current = noise(prng);
    out[start + i] += (current - previous) * env;
    previous = current;
    env *= decay;
  }
}

/** Sleigh bells: a jingle of high partials with slightly random tuning; it is a Christmas ballad. */
export function addBells(track: Track, start: number, prng: Prng, amp = 0.02): void {
  for (const hz of [2637, 3951, 5274]) {
    addTone(track, start, hz * (0.99 + prng() * 0.02), amp, 0.04, 'sine');
  }
}
