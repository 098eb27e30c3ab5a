import { concatPcm, durationSeconds, fadeEdges, mixInto, normalize, peak, rms, silence, trimSilence, type Pcm } from './pcm';

const pcm = (values: number[], sampleRate = 10): Pcm => ({ samples: Float32Array.from(values), sampleRate });

describe('pcm', () => {
  it('joins clips and measures them', () => {
    const joined = concatPcm([pcm([1, 2]), silence(0.3, 10), pcm([3])], 10);
    expect(Array.from(joined.samples)).toEqual([1, 2, 0, 0, 0, 3]);
    expect(durationSeconds(joined)).toBeCloseTo(0.6);
    expect(() => concatPcm([pcm([1], 8)], 10)).toThrow('sample rate');
  });

  it('mixes a clip in at an offset, growing the target to fit', () => {
    const mixed = mixInto(pcm([1, 1]), pcm([1, 1, 1]), 1, 0.5);
    expect(Array.from(mixed.samples)).toEqual([1, 1.5, 0.5, 0.5]);
  });

  it('normalizes to a peak and leaves silence alone', () => {
    expect(peak(normalize(pcm([0.1, -0.2]), 0.8))).toBeCloseTo(0.8);
    expect(Array.from(normalize(pcm([0, 0])).samples)).toEqual([0, 0]);
    expect(rms(pcm([1, -1]))).toBe(1);
    expect(rms(pcm([]))).toBe(0);
  });

  it('trims near-silence at both ends, keeping a little margin', () => {
    const trimmed = trimSilence(pcm([0, 0, 0, 0.5, 0.5, 0, 0, 0], 100), 0.01, 0.01);
    expect(Array.from(trimmed.samples)).toEqual([0, 0.5, 0.5, 0]);
  });

  it('fades both edges to zero and leaves the middle', () => {
    const faded = fadeEdges(pcm([1, 1, 1, 1, 1, 1], 100), 0.02);
    expect(faded.samples[0]).toBe(0);
    expect(faded.samples[5]).toBe(0);
    expect(faded.samples[3]).toBe(1);
  });
});
