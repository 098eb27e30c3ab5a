import { aCarrier } from '../testing/builders';
import { assessGenerations } from './assess-generations';

const record = (technology: string, generations: Array<'2G' | '3G' | '4G' | '5G'>) => ({
  make: 'Test', name: 'Phone', modelNumbers: [], technology, generations, source: { name: 'test sheet', date: '2026-05-06' },
});

describe('assessGenerations', () => {
  it('answers "no 4G" for a 2G/3G phone on a network without 2G/3G', () => {
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), aCarrier());
    expect(a.capabilities).toEqual({ fourG: 'not_supported', fiveG: 'not_supported', volte: 'not_supported', wifiCalling: 'unknown' });
    expect(a.reasons[0].text).toContain('so it will not work on T-Mobile, which shut down 3G on 2022-07-01 and 2G on 2024-04-02');
    expect(a.compatible).toBe(false);
    expect(a.verdict).toBe('does_not_work');
  });

  it('tells an announced switch-off date as a plan, not as done, where no source confirms the day it finished', () => {
    const o2 = aCarrier({ name: 'O2', plan: { legacyShutdown: { threeG: '2025-12-31', twoG: null, planned: ['threeG'] }, volteRequired: false } });
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), o2, '2026-11-25');
    expect(a.headline).toBe("Works on O2 with limits: this device has no 4G radio (2G/3G only) and depends on O2's 2G network (O2 planned to shut down 3G by 2025-12-31).");
    const mixed = aCarrier({ name: 'T-Mobile', plan: { legacyShutdown: { threeG: '2022-07-01', twoG: '2026-08-03', planned: ['twoG'] }, volteRequired: false } });
    expect(assessGenerations(record('GSM / HSPA', ['2G', '3G']), mixed, '2026-11-25').reasons[0].text).toContain(
      'it will not work on T-Mobile, which shut down 3G on 2022-07-01 and planned to shut down 2G by 2026-08-03',
    );
  });

  it('says 2G/3G service still carries it where the network keeps it: works, with limits', () => {
    const a = assessGenerations(record('GSM', ['2G']), aCarrier({ name: 'Telia', plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: false } }));
    expect(a.reasons[0].text).toContain('on Telia only while its 2G service runs');
    expect(a.verdict).toBe('works_with_limits');
    expect(a.headline).toBe("Works on Telia with limits: this device has no 4G radio (2G only) and depends on Telia's 2G service, which networks are shutting down.");
  });

  it('leaves the verdict unknown on a plan derived from the MCC/MNC list, which cannot say whether 2G/3G still runs', () => {
    const derived = aCarrier({ name: 'Airtel', confidence: 'derived', plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: false } });
    const a = assessGenerations(record('GSM', ['2G']), derived);
    expect(a.verdict).toBe('unknown');
    expect(a.headline).toBe('Whether this device works on Airtel is unknown: this device has no 4G radio (2G only), and no source read says whether Airtel still runs 2G/3G.');
  });

  it('answers "does not work" where the derived frequency list names no network of the phone\'s generation: a 2G phone on a 3G/4G network', () => {
    const derivedFrom = { text: 'UMTS 850 / LTE 700 / LTE 1800', unmapped: [], mentions5g: false, legacy: ['3G' as const] };
    const telstra = aCarrier({ name: 'Telstra', confidence: 'derived', derivedFrom, plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: false } });
    const a = assessGenerations(record('GSM', ['2G']), telstra);
    expect(a.verdict).toBe('does_not_work');
    expect(a.headline).toBe('Does not work on Telstra: this device has no 4G radio (2G only).');
    expect(a.reasons[0].text).toContain('so it will not work on Telstra: the public MCC/MNC list names no 2G network of Telstra ("UMTS 850 / LTE 700 / LTE 1800").');
    // A phone with 3G as well may still use the 3G the list names: that stays an open question.
    expect(assessGenerations(record('GSM / HSPA', ['2G', '3G']), telstra).verdict).toBe('unknown');
  });

  it("names the one legacy network left: a 2G/3G phone on a network whose 3G is gone runs on its 2G", () => {
    const ee = aCarrier({ name: 'EE', plan: { legacyShutdown: { threeG: '2024-02-26', twoG: null }, volteRequired: false } });
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), ee, '2026-11-25');
    expect(a.reasons[0].text).toContain("so it works on EE only over EE's 2G network (EE shut down 3G on 2024-02-26), while that runs.");
    expect(a.verdict).toBe('works_with_limits');
    expect(a.headline).toBe("Works on EE with limits: this device has no 4G radio (2G/3G only) and depends on EE's 2G network (EE shut down 3G on 2024-02-26).");
    // Before the shutdown day, both networks still carry it.
    expect(assessGenerations(record('GSM / HSPA', ['2G', '3G']), ee, '2024-01-01').reasons[0].text).toContain('on EE only while its 2G/3G service runs');
  });

  it('answers "does not work" on a network that carries calls only over LTE, with no 2G/3G service to run on', () => {
    const jio = aCarrier({ name: 'Jio', plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: true } });
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), jio);
    expect(a.reasons[0].text).toContain('so it will not work on Jio, which carries calls only over LTE.');
    expect(a.headline).toBe('Does not work on Jio: this device has no 4G radio (2G/3G only).');
    expect(a.verdict).toBe('does_not_work');
  });

  it('keeps 4G unknown when the phone has LTE but no band list, and 5G not supported without a 5G radio', () => {
    const a = assessGenerations(record('GSM / HSPA / LTE', ['2G', '3G', '4G']), aCarrier());
    expect(a.capabilities).toMatchObject({ fourG: 'unknown', fiveG: 'not_supported' });
  });
});
