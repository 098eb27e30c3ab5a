import { addBells, addHat, addKick, addSnare, addTone, type Track } from './instruments';
import { midiToHz, type Chord } from './music';
import type { Pcm } from './pcm';
import { createPrng } from './prng';

/** One stretch of the song on one chord; a sung line sits on it. */
export interface SongSection {
  chord: Chord;
  bars: number;
  /** The closing bar: a single strum left to ring out instead of a beat. */
  ending?: boolean;
}

/** Constant seed: the same guide renders to the same samples every time. */
const SEED = 0x5eed2025;

export const beatSeconds = (bpm: number): number => 60 / bpm;
export const barSeconds = (bpm: number): number => 4 * beatSeconds(bpm);

/** Bars needed to carry a sung line of `seconds`, with half a beat of lead-in. */
export const barsFor = (seconds: number, bpm: number): number =>
  Math.max(1, Math.ceil((seconds + 0.5 * beatSeconds(bpm)) / barSeconds(bpm)));

/** Moves a MIDI note into [low, low + 12). */
const into = (midi: number, low: number): number => low + ((((midi - low) % 12) + 12) % 12);

/**
 * The backing band under the ballad: chord strums on every beat, bass on 1 and 3, kick on 1, 3
 * and the and-of-3, snare on 2 and 4, hi-hat and sleigh bells on the eighths. Returns the track
 * and the sample where each section starts, so vocals can be laid on their bars.
 */
export function renderBacking(sections: SongSection[], bpm: number, sampleRate: number): { pcm: Pcm; starts: number[] } {
  const beat = Math.round(beatSeconds(bpm) * sampleRate);
  const starts: number[] = [];
  let total = 0;
  for (const s of sections) {
    starts.push(total);
    total += s.bars * 4 * beat;
  }
  const last = sections[sections.length - 1];
  const tail = last?.ending ? Math.round(2 * sampleRate) : Math.round(0.3 * sampleRate);
  const track: Track = { out: new Float32Array(total + tail), sampleRate };
  const prng = createPrng(SEED);
  sections.forEach((section, i) => {
    const bass = midiToHz(into(section.chord.tones[0], 36));
    const voicing = section.chord.tones.map((t) => midiToHz(into(t, 55)));
    for (let b = 0; b < section.bars * 4; b++) {
      const at = starts[i] + b * beat;
      if (section.ending) {
        if (b === 0) ringOut(track, at, bass, voicing);
        continue;
      }
      voicing.forEach((hz, k) => addTone(track, at + k * Math.round(0.012 * sampleRate), hz, 0.05, 0.45));
      if (b % 2 === 0) addTone(track, at, bass, 0.22, 0.5);
      if (b % 2 === 0) addKick(track, at);
      if (b % 4 === 2) addKick(track, at + Math.round(beat / 2), 0.4);
      if (b % 2 === 1) addSnare(track, at, prng);
      for (const eighth of [0, Math.round(beat / 2)]) {
        addHat(track, at + eighth, prng);
        addBells(track, at + eighth, prng, eighth === 0 ? 0.012 : 0.02);
      }
    }
  });
  return { pcm: { samples: track.out, sampleRate }, starts };
}

function ringOut(track: Track, at: number, bass: number, voicing: number[]): void {
  addKick(track, at);
  addTone(track, at, bass, 0.22, 1.2);
  voicing.forEach((hz, k) => addTone(track, at + k * Math.round(0.03 * track.sampleRate), hz, 0.06, 1.2));
  addTone(track, at, voicing[0] * 2, 0.03, 1.0, 'sine');
}
