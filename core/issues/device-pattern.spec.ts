import type { ReportDevice } from './device-from-user-agent';
import { devicePattern } from './device-pattern';
import type { SimilarReport } from './rank-similar';

const similar = (device: ReportDevice): SimilarReport => ({
  report: {
    id: '1', position: { lat: 40.75, lng: -73.99 }, provider: null, providerKey: null, category: 'data', description: 'no data',
    device, reportedAt: new Date('2026-11-21T12:00:00Z'), reporter: null, published: false,
  },
  distanceKm: 1,
  relevance: 1,
  score: 1,
});

describe('devicePattern', () => {
  const own = { make: 'Google', model: 'Pixel 7' };

  it('names a model most similar reports share', () => {
    expect(devicePattern([similar(own), similar(own)], own)).toMatch(/^2 of 2 similar reports with a known device come from Google Pixel 7 devices, like yours/);
  });

  it('names no device that reports stored before the rule kept as free text', () => {
    const spam = { make: null, model: 'FREE UNLOCK at http://evil.example' };
    const library = { make: null, model: 'okhttp/4.9.0' };
    expect(devicePattern([similar(spam), similar(spam)], own)).toBeNull();
    expect(devicePattern([similar(library), similar(library), similar(own)], own)).toBeNull();
  });
});
