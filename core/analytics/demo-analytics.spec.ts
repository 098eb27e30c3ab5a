import { compatibilityRate, lastDays } from './demo-analytics';
import { retentionCutoff } from './retention';

describe('demo analytics helpers', () => {
  it.each([
    [{ compatible: 0, incompatible: 0, unknown: 0 }, 0],
    [{ compatible: 1, incompatible: 1, unknown: 1 }, 33],
    [{ compatible: 2, incompatible: 1, unknown: 0 }, 67],
    [{ compatible: 1, incompatible: 1, unknown: 0 }, 50],
    [{ compatible: 7, incompatible: 0, unknown: 0 }, 100],
  ])('rounds the Compatibility Rate of %j to %i %', (stats, rate) => expect(compatibilityRate(stats)).toBe(rate));

  it('lists the last 30 UTC days, oldest first, ending today', () => {
    const days = lastDays(new Date('2026-03-01T23:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days[29]).toBe('2026-03-01');
  });

  it('keeps searches 12 months', () => {
    expect(retentionCutoff(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2025-11-21T10:00:00.000Z');
  });
});
