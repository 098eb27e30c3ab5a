import type { AudioEncoder, Pcm } from '../../core';
import type { SpeechWorkers } from './speech-workers';

/** Clips longer than this are encoded in pieces, one per worker, and joined. */
const SPLIT_SECONDS = 8;

/**
 * MP3 through the reference LAME encoder compiled to WebAssembly (`wasm-media-encoders`), in the
 * speech worker threads. Mono at the engine's 22.05 kHz and 64 kbit/s: clear speech and a
 * listenable backing band at about 8 kB per second. Encoding is still the slowest step of a guide
 * (about 5 ms of CPU per second of audio; LAME's JavaScript port took 18-20), so a long clip is
 * cut at its quietest moments into one piece per worker; MP3 frames are self-contained, and the
 * joined streams play as one.
 */
export class LameMp3Encoder implements AudioEncoder {
  readonly mimeType = 'audio/mpeg';

  constructor(private readonly workers: SpeechWorkers, private readonly kbps = 64) {}

  async encode(pcm: Pcm): Promise<Uint8Array> {
    const pieces = pcm.samples.length > SPLIT_SECONDS * pcm.sampleRate ? this.workers.size : 1;
    const cuts = [0, ...quietSplitPoints(pcm, pieces), pcm.samples.length];
    const encoded = await Promise.all(
      cuts.slice(1).map((end, i) => {
        const samples = pcm.samples.slice(cuts[i], end);
        return this.workers.run<Uint8Array>('encode', { samples, sampleRate: pcm.sampleRate, kbps: this.kbps }, [samples.buffer]);
      }),
    );
    const out = new Uint8Array(encoded.reduce((n, e) => n + e.length, 0));
    let offset = 0;
    for (const e of encoded) {
      out.set(e, offset);
      offset += e.length;
    }
    return out;
  }
}

const FRAME_SECONDS = 0.02;
const SEARCH_SECONDS = 2;

/**
 * Where to cut a clip into `pieces` nearly equal parts: near each ideal cut, the start of the
 * quietest 20 ms frame within two seconds. Cutting in a pause keeps the joins of separately
 * encoded MP3 pieces inaudible.
 */
function quietSplitPoints(pcm: Pcm, pieces: number): number[] {
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
