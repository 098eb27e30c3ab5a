import { cellsWithin, distanceKm, gridCell, validatePosition } from './geo';

describe('geography', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(3936, -1);
    expect(distanceKm({ lat: 54.6872, lng: 25.2797 }, { lat: 54.6872, lng: 25.2797 })).toBe(0);
  });

  it.each([
    [{ lat: 40.75, lng: -73.99 }, 10],
    [{ lat: 54.69, lng: 25.28 }, 50],
    [{ lat: -33.87, lng: 151.21 }, 5],
    [{ lat: 64.1, lng: -179.98 }, 20],
    [{ lat: 0.01, lng: 0.02 }, 1],
  ])('covers every point within the radius around %p (%p km) with its cells', (center, radiusKm) => {
    const cells = new Set(cellsWithin(center, radiusKm));
    for (let bearing = 0; bearing < 360; bearing += 15) {
      for (const fraction of [0.3, 0.7, 0.99]) {
        const d = (radiusKm * fraction) / 111.2;
        const p = { lat: center.lat + d * Math.cos((bearing * Math.PI) / 180), lng: center.lng + (d * Math.sin((bearing * Math.PI) / 180)) / Math.cos((center.lat * Math.PI) / 180) };
        const wrapped = { lat: p.lat, lng: p.lng > 180 ? p.lng - 360 : p.lng < -180 ? p.lng + 360 : p.lng };
        if (distanceKm(center, wrapped) <= radiusKm) expect(cells.has(gridCell(wrapped))).toBe(true);
      }
    }
    expect(cells.size).toBeLessThan(200);
  });

  it.each([
    [40.7, -74, true],
    [0, 0, false],
    [0, 12.5, true],
    [91, 0, false],
    [45, -181, false],
    [Number.NaN, 3, false],
    ['40.7', -74, false],
  ])('validates lat %p, lng %p -> %p', (lat, lng, valid) => {
    expect(validatePosition(lat, lng).ok).toBe(valid);
  });

  it('says why 0,0 is refused', () => {
    const r = validatePosition(0, 0);
    expect(!r.ok && r.error.message).toMatch(/No valid location set/);
  });
});
