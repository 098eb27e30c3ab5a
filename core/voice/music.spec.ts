import { BALLAD_PROGRESSION, HARMONY_CHORD_HZ, midiToHz, nearestChordTone, noteHz, noteToMidi, triad } from './music';

describe('music', () => {
  it.each([
    ['A4', 69, 440],
    ['C4', 60, 261.63],
    ['G2', 43, 98.0],
    ['B2', 47, 123.47],
  ])('%s is MIDI %i at %f Hz', (note, midi, hz) => {
    expect(noteToMidi(note)).toBe(midi);
    expect(noteHz(note)).toBeCloseTo(hz, 1);
  });

  it('refuses something that is not a note', () => {
    expect(() => noteToMidi('H2')).toThrow('not a note');
  });

  it('builds major and minor triads', () => {
    expect(triad('G2', 'major')).toEqual({ name: 'G', tones: [43, 47, 50] });
    expect(triad('E2', 'minor')).toEqual({ name: 'Em', tones: [40, 43, 47] });
  });

  it('harmonizes on root, major third, fifth and octave', () => {
    const [root, third, fifth, octave] = HARMONY_CHORD_HZ;
    expect(third / root).toBeCloseTo(2 ** (4 / 12), 5);
    expect(fifth / root).toBeCloseTo(2 ** (7 / 12), 5);
    expect(octave / root).toBeCloseTo(2, 5);
  });

  it('picks the chord tone nearest a singer, in any octave', () => {
    const g = triad('G2', 'major');
    expect(nearestChordTone(g, 100)).toBeCloseTo(midiToHz(43), 5); // G2 for a bass
    expect(nearestChordTone(g, 240)).toBeCloseTo(midiToHz(59), 5); // B3 for a soprano
    expect(BALLAD_PROGRESSION.map((c) => c.name)).toEqual(['G', 'D', 'Em', 'C']);
  });
});
