/**
 * Just enough music theory for the sung styles: equal-tempered notes, triads and the chord a
 * voice should sing. Pitches are in Hz so any engine behind the speech port can hit them.
 */
export type NoteName = 'C' | 'C#' | 'D' | 'D#' | 'E' | 'F' | 'F#' | 'G' | 'G#' | 'A' | 'A#' | 'B';

const NAMES: NoteName[] = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

/** MIDI note number to frequency (A4 = 69 = 440 Hz). */
export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

/** 'G2' -> 43. */
export function noteToMidi(note: string): number {
  const m = /^([A-G]#?)(-?\d)$/.exec(note);
  if (!m) throw new Error(`not a note: ${note}`);
  return NAMES.indexOf(m[1] as NoteName) + 12 * (Number(m[2]) + 1);
}

export const noteHz = (note: string): number => midiToHz(noteToMidi(note));

export interface Chord {
  /** Display name, e.g. 'Em'. */
  name: string;
  /** MIDI numbers of the triad in root position, root first. */
  tones: number[];
}

export function triad(root: string, quality: 'major' | 'minor'): Chord {
  const r = noteToMidi(root);
  const third = quality === 'major' ? 4 : 3;
  const name = root.replace(/-?\d$/, '') + (quality === 'minor' ? 'm' : '');
  return { name, tones: [r, r + third, r + 7] };
}

/**
 * The chord tone (in any octave) nearest a singer's comfortable centre, so each voice of a chord
 * stays in its own register whatever the chord.
 */
export function nearestChordTone(chord: Chord, centreHz: number): number {
  const centre = 69 + 12 * Math.log2(centreHz / 440);
  let best = chord.tones[0];
  for (const tone of chord.tones) {
    for (let octave = -4; octave <= 4; octave++) {
      const candidate = tone + 12 * octave;
      if (Math.abs(candidate - centre) < Math.abs(best - centre)) best = candidate;
    }
  }
  return midiToHz(best);
}

/**
 * The four-part chord of the Harmonizing style, bottom to top: root, third, fifth and octave of
 * G major, one per voice (bass, tenor, alto, soprano).
 */
export const HARMONY_CHORD_HZ: readonly number[] = ['G2', 'B2', 'D3', 'G3'].map(noteHz);

/** The power-ballad progression I-V-vi-IV in G, one chord per line of the Canadian Rock style. */
export const BALLAD_PROGRESSION: readonly Chord[] = [
  triad('G2', 'major'),
  triad('D3', 'major'),
  triad('E2', 'minor'),
  triad('C3', 'major'),
];

/** A slow rock ballad tempo: long enough bars for a sung line each. */
export const BALLAD_BPM = 76;
