import { devicePattern } from './device-pattern';
import type { IssueReport, TextMatch } from './issue-report';
import { rankSimilar } from './rank-similar';

const NOW = new Date('2026-11-21T12:00:00Z');
const HERE = { lat: 54.6872, lng: 25.2797 };
let id = 0;
const report = (over: Partial<IssueReport> & { km?: number; days?: number } = {}): IssueReport => {
  const { km = 1, days = 1, ...rest } = over;
  return {
    id: String(++id), position: { lat: HERE.lat + km / 111.2, lng: HERE.lng }, provider: null, providerKey: null, category: 'calls',
    description: 'calls drop', device: { make: null, model: null }, reportedAt: new Date(NOW.getTime() - days * 86_400_000), reporter: null, published: false, ...rest,
  };
};
const match = (r: IssueReport, score: number, matchedTerms: number): TextMatch => ({ report: r, score, matchedTerms });

describe('rankSimilar', () => {
  it('ranks the closer of two equally relevant reports first, and the recent before the old', () => {
    const near = report({ km: 1 });
    const far = report({ km: 60 });
    expect(rankSimilar(HERE, 3, [match(far, 5, 3), match(near, 5, 3)], NOW).map((s) => s.report)).toEqual([near, far]);
    const recent = report({ days: 1 });
    const old = report({ days: 80 });
    expect(rankSimilar(HERE, 3, [match(old, 5, 3), match(recent, 5, 3)], NOW).map((s) => s.report)).toEqual([recent, old]);
  });

  it('lets text relevance outweigh a little distance', () => {
    const closeButVague = report({ km: 0.5 });
    const preciseFurther = report({ km: 8 });
    const ranked = rankSimilar(HERE, 4, [match(closeButVague, 2, 2), match(preciseFurther, 9, 4)], NOW);
    expect(ranked[0].report).toBe(preciseFurther);
  });

  it('drops reports that share only one term of a longer description', () => {
    const weak = report();
    expect(rankSimilar(HERE, 4, [match(weak, 1, 1)], NOW)).toEqual([]);
    expect(rankSimilar(HERE, 1, [match(weak, 1, 1)], NOW)).toHaveLength(1);
  });

  it('reports distances in km', () => {
    const [s] = rankSimilar(HERE, 2, [match(report({ km: 12 }), 3, 2)], NOW);
    expect(s.distanceKm).toBeCloseTo(12, 0);
  });
});

describe('devicePattern', () => {
  const similar = (devices: Array<[string | null, string | null]>) =>
    rankSimilar(HERE, 2, devices.map(([make, model]) => match(report({ device: { make, model } }), 2, 2)), NOW);

  it('names a model shared by several similar reports', () => {
    const pattern = devicePattern(similar([['Google', 'Pixel 7'], ['Google', 'Pixel 7'], ['Apple', 'iPhone']]), { make: 'Google', model: 'Pixel 7' });
    expect(pattern).toBe('2 of 3 similar reports with a known device come from Google Pixel 7 devices, like yours: the cause may be the device or its software rather than the network.');
  });

  it('falls back to a shared make', () => {
    expect(devicePattern(similar([['Samsung', 'SM-S911B'], ['Samsung', 'SM-A546B'], ['Apple', 'iPhone']]), { make: null, model: null })).toMatch(/^2 of 3 .* Samsung devices:/);
  });

  it('says nothing when devices differ or are unknown', () => {
    expect(devicePattern(similar([['Google', 'Pixel 7'], ['Apple', 'iPhone'], [null, null]]), { make: null, model: null })).toBeNull();
    expect(devicePattern(similar([[null, null], [null, null]]), { make: null, model: null })).toBeNull();
  });
});
