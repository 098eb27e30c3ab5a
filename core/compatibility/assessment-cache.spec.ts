import { aCarrier, aDevice } from '../testing/builders';
import { assessCompatibility } from './assess-compatibility';
import { AssessmentCache } from './assessment-cache';

const DAY = '2026-11-26';

function counted(cache: AssessmentCache) {
  let made = 0;
  const get = (model = aDevice(), carrier = aCarrier(), day = DAY, modelNumber: string | null = null) =>
    cache.get(model, carrier, day, modelNumber, () => {
      made++;
      return assessCompatibility(model, carrier, { today: day, modelNumber });
    });
  return { get, made: () => made };
}

describe('AssessmentCache', () => {
  it('assesses a phone on a carrier once a day and hands out the same answer', () => {
    const { get, made } = counted(new AssessmentCache());
    const model = aDevice();
    const carrier = aCarrier();
    const first = get(model, carrier);
    expect(get(model, carrier)).toBe(first);
    expect(made()).toBe(1);
    expect(get(model, carrier, '2026-11-27')).not.toBe(first);
    expect(made()).toBe(2);
  });

  it('assesses anew for another model number, carrier or phone', () => {
    const { get, made } = counted(new AssessmentCache());
    const model = aDevice();
    const carrier = aCarrier();
    get(model, carrier);
    get(model, carrier, DAY, 'T1');
    get(model, aCarrier({ id: 'att', name: 'AT&T' }));
    get(aDevice({ id: 'other-phone' }), carrier);
    expect(made()).toBe(4);
  });

  it('assesses records read anew (same ids, changed data) instead of answering from the old ones', () => {
    const { get } = counted(new AssessmentCache());
    const model = aDevice();
    expect(get(model, aCarrier()).capabilities.fiveG).toBe('supported');
    // The carrier's data was read again and now lists no 5G band the phone has.
    expect(get(model, aCarrier({ plan: { nrBands: [79] } })).capabilities.fiveG).toBe('not_supported');
  });

  it('keeps the most recently used assessments up to its capacity', () => {
    const { get, made } = counted(new AssessmentCache(2));
    const carrier = aCarrier();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => aDevice({ id }));
    get(a, carrier);
    get(b, carrier);
    get(a, carrier); // a is now the most recent; b goes when c comes
    get(c, carrier);
    expect(made()).toBe(3);
    get(a, carrier);
    expect(made()).toBe(3);
    get(b, carrier);
    expect(made()).toBe(4);
  });

  it('hands out a frozen answer and leaves the records it was made from as they were', () => {
    const { get } = counted(new AssessmentCache());
    const model = aDevice();
    const carrier = aCarrier();
    const answer = get(model, carrier);
    expect(() => answer.reasons.push({ capability: 'fourG', text: 'changed' })).toThrow(TypeError);
    expect(Object.isFrozen(answer.capabilities)).toBe(true);
    expect(Object.isFrozen(model) || Object.isFrozen(model.lteBands) || Object.isFrozen(carrier.plan)).toBe(false);
  });
});
