import { bandRegionOf, deriveBandPlan } from './derive-band-plan';
import { notedBands } from './noted-bands';

describe('bandRegionOf', () => {
  it.each([
    ['208', 'emea'],
    ['262', 'emea'],
    ['620', 'emea'],
    ['424', 'emea'],
    ['310', 'americas'],
    ['338', 'americas'],
    ['724', 'apt700-americas'],
    ['334', 'apt700-americas'],
    ['440', 'japan'],
    ['450', 'apac'],
    ['505', 'apac'],
  ])('MCC %s is in %s', (mcc, region) => {
    expect(bandRegionOf(mcc)).toBe(region);
  });
});

describe('deriveBandPlan', () => {
  it("reads Orange France's list into bands, with its low band labelled by frequency", () => {
    const d = deriveBandPlan('GSM 900 / UMTS 900 / UMTS 2100 / LTE 700 / LTE 800 / LTE 1800 / LTE 2100 / LTE 2600 / 5G 2100 / 5G 3500', 'emea')!;
    expect(d.plan.coreLteBands).toEqual([1, 3, 7, 20, 28]);
    expect(d.plan.lowBands).toEqual([20, 28]);
    expect(d.plan.lowBandLabels).toEqual({ '20': '800 MHz', '28': '700 MHz' });
    expect(d.plan.nrBands).toEqual([1, 78]);
    expect(d.derivation.unmapped).toEqual([]);
    expect(d.plan.volteRequired).toBe(false);
    expect(d.plan.wifiCalling).toBeNull();
  });

  it('leaves a frequency that names several bands in a region unmapped instead of guessing', () => {
    const d = deriveBandPlan('GSM 850 / UMTS 850 / LTE 700 / LTE 1900 / 5G 700', 'americas')!;
    expect(d.plan.coreLteBands).toEqual([2]);
    expect(d.derivation.unmapped).toEqual(['LTE 700', '5G 700']);
    expect(d.derivation.mentions5g).toBe(true);
    expect(d.plan.nrBands).toEqual([]);
  });

  it.each([
    ['LTE 800', 'emea', [20]],
    ['LTE 800', 'japan', []],
    ['LTE 850', 'japan', []],
    ['LTE 850', 'apac', [5]],
    ['LTE 2100', 'americas', []],
    ['LTE 1700', 'americas', [4]],
    ['LTE 700 / LTE 1700 / LTE 1900 / LTE 2100', 'apt700-americas', [2, 4, 28]],
    ['TD-LTE 2300', 'apac', [40]],
    ['TD-LTE 2600', 'apac', []],
    ['TD-LTE-2300', 'apac', [40]],
    ['TD-LTE 2600 MHz', 'emea', []],
    ['LTE', 'emea', []],
  ] as const)('%s in %s -> LTE bands %p', (text, region, bands) => {
    expect(deriveBandPlan(text, region)!.plan.coreLteBands).toEqual(bands);
  });

  it.each([
    ['5G 3700', 'japan', [77]],
    ['5G 3700', 'emea', []],
    ['5G 3500', 'japan', [78]],
  ] as const)('%s in %s -> 5G bands %p', (text, region, bands) => {
    expect(deriveBandPlan(text, region)!.plan.nrBands).toEqual(bands);
  });

  it("reads a frequency that names several bands as the one the list's notes state (NTT docomo, au)", () => {
    const docomo = 'UMTS 850 / UMTS 2100 / LTE 700 / LTE 850 / LTE 1500 / LTE 1800 / LTE 2100 / TD-LTE 3500 / 5G 3500 / 5G 4700 / 5G 28000';
    const d = deriveBandPlan(docomo, 'japan', notedBands(['bands 1, 3, 19, 21, 28, 42; UMTS to shut down Mar 2026']))!;
    expect(d.plan.coreLteBands).toEqual([1, 3, 19, 21, 28, 42]);
    expect(d.plan.lowBands).toEqual([19, 28]);
    expect(d.plan.lowBandLabels['19']).toBe('850 MHz');
    expect(d.derivation.unmapped).toEqual([]);
    expect(d.derivation.settledByNotes).toEqual(['LTE 850 as band 19', 'LTE 1500 as band 21']);
    const au = deriveBandPlan('LTE 700 / LTE 850 / LTE 1500 / 5G 800', 'japan', notedBands(['bands 1, 3, 11, 18, 28, 41, 42']))!;
    expect(au.plan.coreLteBands).toEqual([11, 18, 28]);
    // No 5G band is noted: 5G 800 stays unread.
    expect(au.derivation.unmapped).toEqual(['5G 800']);
  });

  it('keeps a frequency unmapped when the notes state none of its bands, or several', () => {
    const none = deriveBandPlan('LTE 700 / LTE 1900', 'americas', notedBands(['Former NewCo2015; license also covers Band 2']))!;
    expect(none.derivation.unmapped).toEqual(['LTE 700']);
    expect(none.derivation.settledByNotes).toBeUndefined();
    const several = deriveBandPlan('LTE 700', 'americas', notedBands(['LTE bands 12 / 17']))!;
    expect(several.derivation.unmapped).toEqual(['LTE 700']);
  });

  it.each([
    ['LTE bands 28 / 3 / 1 / 7; GSM shut down 1 December 2016', [1, 3, 7, 28], []],
    ['LTE band 17 and 4', [4, 17], []],
    ['EBS Band (LTE band 7)', [7], []],
    ['LTE bands 13, 4; 5G bands n71, n66, n7', [4, 13], [7, 66, 71]],
    ['New Mexico; 850 MHz band never used', [], []],
  ] as const)('notes %p state LTE bands %p and 5G bands %p', (note, lte, nr) => {
    const noted = notedBands([note]);
    expect([...noted.lte].sort((a, b) => a - b)).toEqual(lte);
    expect([...noted.nr].sort((a, b) => a - b)).toEqual(nr);
  });

  it('reads no voice service from an LTE-only list: data-only and fixed-wireless networks list LTE alone too', () => {
    const d = deriveBandPlan('TD-LTE 2300 / TD-LTE 3500', 'apac')!;
    expect(d.plan.volteRequired).toBe(false);
    expect(d.derivation.legacy).toEqual([]);
  });

  it.each(['MVNO', 'GSM-R', 'GSM-R 900', 'Satellite', 'TETRA', 'WiMAX 3500', 'Unknown', 'paging'])('is no mobile network: %s', (text) => {
    expect(deriveBandPlan(text, 'emea')).toBeNull();
  });
});

describe('deriveBandPlan: legacy networks', () => {
  const legacyNamed = (text: string) => deriveBandPlan(text, 'emea')?.derivation.legacy;
  it('reads the 2G and 3G networks a frequency list names', () => {
    expect(legacyNamed('GSM 900 / UMTS 2100 / LTE 800')).toEqual(['2G', '3G']);
    expect(legacyNamed('UMTS 850 / LTE 700 / 5G 3500')).toEqual(['3G']);
    expect(legacyNamed('CDMA2000 800 / LTE 1800')).toEqual(['3G']);
    expect(legacyNamed('GSM 1800 / LTE 1800')).toEqual(['2G']);
    expect(legacyNamed('LTE 1800 / 5G 3500')).toEqual([]);
  });

  it('tells the GSM family (GSM, UMTS) apart from CDMA, which only phones made for it use', () => {
    const gsmFamily = (text: string) => deriveBandPlan(text, 'apac')?.derivation.gsmLegacy;
    expect(gsmFamily('GSM 900 / UMTS 2100 / LTE 800')).toEqual(['2G', '3G']);
    expect(gsmFamily('CDMA / TD-LTE 2300')).toEqual([]);
    expect(gsmFamily('CDMA2000 800 / UMTS 2100 / LTE 1800')).toEqual(['3G']);
  });
});
