import { UtcDay } from './clock';

describe('UtcDay', () => {
  it('names the UTC day of each time, moving on at midnight UTC and back for an earlier time', () => {
    const day = new UtcDay();
    const at = (iso: string) => day.of(new Date(iso));
    expect(at('2026-11-23T10:00:00Z')).toBe('2026-11-23');
    expect(at('2026-11-23T23:59:59.999Z')).toBe('2026-11-23');
    expect(at('2026-11-24T00:00:00Z')).toBe('2026-11-24');
    // A time zone ahead of UTC is still the UTC day.
    expect(at('2026-11-25T01:30:00+03:00')).toBe('2026-11-24');
    expect(at('2026-11-22T12:00:00Z')).toBe('2026-11-22');
    expect(at('1969-12-31T12:00:00Z')).toBe('1969-12-31');
  });
});
