import { barSeconds, barsFor, beatSeconds, renderBacking } from './backing-track';
import { BALLAD_PROGRESSION } from './music';
import { rms } from './pcm';

const RATE = 8000;
const BPM = 120;

describe('backing track', () => {
  it('gives a sung line enough whole bars', () => {
    expect(barSeconds(BPM)).toBe(2);
    expect(barsFor(0.5, BPM)).toBe(1);
    expect(barsFor(1.8, BPM)).toBe(2);
    expect(barsFor(0, BPM)).toBe(1);
  });

  it('lays sections end to end and renders the same samples every time', () => {
    const sections = BALLAD_PROGRESSION.map((chord, i) => ({ chord, bars: i + 1 }));
    const a = renderBacking(sections, BPM, RATE);
    const b = renderBacking(sections, BPM, RATE);
    expect(a.starts).toEqual([0, 2, 6, 12].map((s) => s * RATE));
    expect(a.pcm.samples).toEqual(b.pcm.samples);
    expect(rms(a.pcm)).toBeGreaterThan(0.01);
  });

  it('hits on the beat: more energy just after a beat than just before the next', () => {
    const { pcm } = renderBacking([{ chord: BALLAD_PROGRESSION[0], bars: 2 }], BPM, RATE);
    const beat = beatSeconds(BPM) * RATE;
    const window = (from: number) => rms({ samples: pcm.samples.subarray(from, from + 400), sampleRate: RATE });
    for (let b = 1; b < 7; b++) expect(window(b * beat)).toBeGreaterThan(window(b * beat - 400) * 1.5);
  });

  it('lets the final chord ring out after the last bar', () => {
    const { pcm } = renderBacking([{ chord: BALLAD_PROGRESSION[0], bars: 1, ending: true }], BPM, RATE);
    expect(pcm.samples.length).toBe(4 * RATE);
    const tail = { samples: pcm.samples.subarray(2 * RATE, 3 * RATE), sampleRate: RATE };
    expect(rms(tail)).toBeGreaterThan(0.005);
  });
});
