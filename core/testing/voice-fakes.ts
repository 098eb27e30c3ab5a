import type { AudioCache, GuideCacheKey } from '../voice/audio-cache';
import type { AudioEncoder } from '../voice/audio-encoder';
import type { Pcm } from '../voice/pcm';
import type { SpeechRequest, SpeechSynthesizer } from '../voice/speech-synthesizer';
import type { UssdGuide } from '../voice/ussd-guide';

const RATE = 8000;

/**
 * A stand-in engine for unit tests: a sine at the requested note (150 Hz when speaking), a tenth
 * of a second per word, with a little silence either side as real engines leave. It records every
 * request.
 */
export class FakeSynthesizer implements SpeechSynthesizer {
  readonly requests: SpeechRequest[] = [];
  failWith: Error | null = null;

  async synthesize(request: SpeechRequest): Promise<Pcm> {
    this.requests.push(request);
    if (this.failWith) throw this.failWith;
    const words = request.text.split(/\s+/).length;
    const pad = Math.round(0.05 * RATE);
    const n = Math.round(words * 0.1 * RATE);
    const samples = new Float32Array(n + 2 * pad);
    const hz = request.singHz ?? 150;
    for (let i = 0; i < n; i++) samples[pad + i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE);
    return { samples, sampleRate: RATE };
  }
}

/** Encodes by copying the float samples' bytes, so tests can read the audio back. */
export class FakeEncoder implements AudioEncoder {
  readonly mimeType = 'audio/x-test';
  encoded = 0;

  async encode(pcm: Pcm): Promise<Uint8Array> {
    this.encoded++;
    return new Uint8Array(pcm.samples.slice().buffer);
  }
}

export const decodeFake = (bytes: Uint8Array): Pcm => ({ samples: new Float32Array(bytes.slice().buffer), sampleRate: RATE });

export class MemoryAudioCache implements AudioCache {
  readonly entries = new Map<string, UssdGuide>();
  private id = (k: GuideCacheKey) => `${k.language}/${k.style}/${k.textVersion}`;
  async get(key: GuideCacheKey) { return this.entries.get(this.id(key)) ?? null; }
  async put(key: GuideCacheKey, guide: UssdGuide) { this.entries.set(this.id(key), guide); }
}
