import { timeOrderedUuid } from './time-ordered-uuid';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID carrying the time it was made', () => {
    const at = Date.UTC(2026, 10, 24, 12, 0, 0, 123);
    const id = timeOrderedUuid(at);
    expect(id).toMatch(V7);
    expect(millisOf(id)).toBe(at);
  });

  it('sorts in the order the ids were made, also many within one millisecond', () => {
    const at = Date.UTC(2027, 0, 1);
    const ids = Array.from({ length: 10_000 }, (_, i) => timeOrderedUuid(at + Math.floor(i / 5_000)));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id) => expect(id).toMatch(V7));
  });

  it('keeps sorting later when the clock steps back', () => {
    const first = timeOrderedUuid(Date.UTC(2028, 0, 1, 0, 0, 1));
    const after = timeOrderedUuid(Date.UTC(2028, 0, 1, 0, 0, 0));
    expect(after > first).toBe(true);
  });

  it('differs in its random part between ids of the same millisecond', () => {
    const at = Date.UTC(2029, 0, 1);
    const tails = new Set(Array.from({ length: 1_000 }, () => timeOrderedUuid(at).slice(19)));
    expect(tails.size).toBe(1_000);
  });
});
