import { aCarrier } from '../testing/builders';
import { assessGenerations } from './assess-generations';

const record = (technology: string, generations: Array<'2G' | '3G' | '4G' | '5G'>) => ({
  make: 'Test', name: 'Phone', modelNumbers: [], technology, generations, source: { name: 'test sheet', date: '2026-05-06' },
});

describe('assessGenerations', () => {
  it('answers "no 4G" for a 2G/3G phone on a network without 2G/3G', () => {
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), aCarrier());
    expect(a.capabilities).toEqual({ fourG: 'not_supported', fiveG: 'not_supported', volte: 'not_supported', wifiCalling: 'unknown' });
    expect(a.reasons[0].text).toContain('so it will not work on T-Mobile, which shut down 3G (2022-07-01) and 2G (2024-04-02)');
    expect(a.compatible).toBe(false);
  });

  it('says 2G/3G service still carries it where the network keeps it', () => {
    const a = assessGenerations(record('GSM', ['2G']), aCarrier({ name: 'Telia', plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: false } }));
    expect(a.reasons[0].text).toContain('on Telia only while its 2G/3G service runs');
  });

  it('answers "does not work" on a network that carries calls only over LTE, with no 2G/3G service to run on', () => {
    const jio = aCarrier({ name: 'Jio', plan: { legacyShutdown: { threeG: null, twoG: null }, volteRequired: true } });
    const a = assessGenerations(record('GSM / HSPA', ['2G', '3G']), jio);
    expect(a.reasons[0].text).toContain('so it will not work on Jio, which carries calls only over LTE.');
    expect(a.headline).toBe('Does not work on Jio: this device has no 4G radio (2G/3G only).');
  });

  it('keeps 4G unknown when the phone has LTE but no band list, and 5G not supported without a 5G radio', () => {
    const a = assessGenerations(record('GSM / HSPA / LTE', ['2G', '3G', '4G']), aCarrier());
    expect(a.capabilities).toMatchObject({ fourG: 'unknown', fiveG: 'not_supported' });
  });
});
