import type { AudioEncoder, Pcm } from '../../core';
import { quietSplitPoints } from './quiet-split';
import type { SpeechWorkers } from './speech-workers';

/** Clips longer than this are encoded in pieces, one per worker, and joined. */
const SPLIT_SECONDS = 8;

/**
 * MP3 through LAME's pure-JavaScript port (`@breezystack/lamejs`, LGPL-3.0), in the speech worker
 * threads. Mono at the engine's 22.05 kHz and 64 kbit/s: clear speech and a listenable backing
 * band at about 8 kB per second. Encoding is the slowest step of a guide (about 25 ms per second
 * of audio), so a long clip is cut at its quietest moments into one piece per worker; MP3 frames
 * are self-contained, and the joined streams play as one.
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
