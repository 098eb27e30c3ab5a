import { parseImei, luhnCheckDigit } from '../imei/imei';
import { aDevice } from '../testing/builders';
import { FakeDeviceRegistry } from '../testing/fakes';
import type { TacRecord } from './device';
import { identifyDevice } from './identify-device';

const imeiOf = (tac: string) => {
  const r = parseImei(`${tac}000000${luhnCheckDigit(`${tac}000000`)}`);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const intl = aDevice({ id: 's24-intl', make: 'Samsung', model: 'Galaxy S24', variant: 'International', modelNumbers: ['SM-S921B', 'SM-S921B/DS'], lteBands: [1, 3, 7, 20], nrBands: [78] });
const us = aDevice({ id: 's24-us', make: 'Samsung', model: 'Galaxy S24', variant: 'US', modelNumbers: ['SM-S921U', 'SM-S921U1'], lteBands: [2, 4, 12, 66, 71], nrBands: [41, 71, 77] });
const samsung = (tac: string, ...codes: string[]): TacRecord => ({ tac, make: 'Samsung', model: codes[0], aka: codes.slice(1), origin: 'samsung-tacs' });

describe('identifyDevice: model codes first', () => {
  it('picks the record that sibling codes share, with the identified model number', async () => {
    const registry = new FakeDeviceRegistry([samsung('35397785', 'SM-S921U1', 'SM-S921U')], [intl, us]);
    const d = await identifyDevice(imeiOf('35397785'), registry);
    expect(d).toMatchObject({ make: 'Samsung', model: 'Galaxy S24', modelNumber: 'SM-S921U1', catalogModel: { id: 's24-us' } });
    expect(d?.identification).toMatchObject({ source: 'shipped-tac', ambiguous: false });
  });

  it('calls codes of variants with different bands ambiguous and keeps only the bands common to all', async () => {
    const registry = new FakeDeviceRegistry([samsung('35000001', 'SM-S921B', 'SM-S921U')], [intl, us]);
    const d = await identifyDevice(imeiOf('35000001'), registry);
    expect(d?.identification.ambiguous).toBe(true);
    expect(d?.identification.candidates).toEqual(['SM-S921B (Galaxy S24, International)', 'SM-S921U (Galaxy S24, US)']);
    expect(d?.modelNumber).toBeNull();
    expect(d?.catalogModel).toMatchObject({ lteBands: [], nrBands: [] });
    expect(d?.tacAnalysis).toContain('Variant not certain: the list names variants with different bands');
    // The list's first code is one candidate among others: the analysis does not call it the device.
    expect(d?.tacAnalysis).not.toContain('Identified as Samsung SM-S921B');
    expect(d?.variants?.map((v) => v.model?.id)).toEqual(['s24-intl', 's24-us']);
  });

  it('names both models when a TAC lists codes of two ("Galaxy S24 or Galaxy S24+")', async () => {
    const plus = aDevice({ id: 's24-plus-intl', make: 'Samsung', model: 'Galaxy S24+', variant: 'International', modelNumbers: ['SM-S926B'], lteBands: [1, 3, 7, 20, 28], nrBands: [78] });
    const registry = new FakeDeviceRegistry([samsung('35000009', 'SM-S921B', 'SM-S926B')], [intl, plus]);
    const d = await identifyDevice(imeiOf('35000009'), registry);
    expect(d).toMatchObject({ model: 'Galaxy S24 or Galaxy S24+', modelNumber: null });
    expect(d?.identification.ambiguous).toBe(true);
  });

  it('leaves the variant open, with no bands claimed, when the TAC also names codes the catalog has no record for', async () => {
    const registry = new FakeDeviceRegistry([samsung('35000005', 'SM-S921U', 'SM-S921W', 'SM-S921N')], [us]);
    const d = await identifyDevice(imeiOf('35000005'), registry);
    expect(d).toMatchObject({ model: 'Galaxy S24 or another model', modelNumber: null, catalogModel: null });
    expect(d?.identification).toMatchObject({ ambiguous: true, candidates: ['SM-S921U (Galaxy S24, US)'] });
    expect(d?.variants).toEqual([
      { label: 'SM-S921U (Galaxy S24, US)', model: us },
      { label: 'SM-S921W, SM-S921N (no band data in the catalog)', model: null },
    ]);
    expect(d?.identification.text).toContain('names SM-S921U (Galaxy S24, US) and also SM-S921W, SM-S921N, which the catalog has no band list for');
  });

  it('never gives a US code the international record’s bands', async () => {
    const registry = new FakeDeviceRegistry([samsung('35397785', 'SM-S921U', 'SM-S921U1')], [intl]);
    const d = await identifyDevice(imeiOf('35397785'), registry);
    expect(d).toMatchObject({ make: 'Samsung', model: 'Galaxy S24', modelNumber: 'SM-S921U', catalogModel: null });
    expect(d?.tacAnalysis).toContain('band data only for other variants of the Samsung Galaxy S24');
  });

  it('names every variant the catalog has band data for, not only the first of the family', async () => {
    const registry = new FakeDeviceRegistry([samsung('35397786', 'SM-S921W')], [intl, us]);
    const d = await identifyDevice(imeiOf('35397786'), registry);
    expect(d?.catalogModel).toBeNull();
    expect(d?.tacAnalysis).toContain(`band data only for other variants of the Samsung Galaxy S24 (${[...intl.modelNumbers, ...us.modelNumbers].join(', ')})`);
  });

  it('never matches a code to another maker’s record (Ericsson’s A2628 of 1999 is not the iPhone 13 mini A2628)', async () => {
    const mini = aDevice({ id: 'iphone-13-mini', make: 'Apple', model: 'iPhone 13 mini', modelNumbers: ['A2628'], lteBands: [1, 2, 3], nrBands: [78] });
    const registry = new FakeDeviceRegistry([{ tac: '52030700', make: 'Ericsson', model: 'A2628', aka: [], origin: 'osmocom' }], [mini]);
    const d = await identifyDevice(imeiOf('52030700'), registry);
    expect(d).toMatchObject({ make: 'Ericsson', model: 'A2628', catalogModel: null });
    expect(d?.identification.ambiguous).toBe(false);
    expect(d?.tacAnalysis).not.toContain('iPhone');
    // The same code under the maker's own company name still finds the record.
    const apple = new FakeDeviceRegistry([{ tac: '35000077', make: 'Apple Inc.', model: 'A2628', aka: [], origin: 'osmocom' }], [mini]);
    expect(await identifyDevice(imeiOf('35000077'), apple)).toMatchObject({ make: 'Apple', model: 'iPhone 13 mini', catalogModel: { id: 'iphone-13-mini' } });
  });

  it('falls back to the name matched at import, without claiming another variant’s model number', async () => {
    const pixel = aDevice({ id: 'pixel-4', make: 'Google', model: 'Pixel 4', modelNumbers: ['G020I', 'G020M'] });
    const registry = new FakeDeviceRegistry([{ tac: '35293110', make: 'Google', model: 'Pixel 4', origin: 'shipped-osmocom', modelId: 'pixel-4' }], [pixel]);
    const d = await identifyDevice(imeiOf('35293110'), registry);
    expect(d).toMatchObject({ model: 'Pixel 4', modelNumber: null, catalogModel: { id: 'pixel-4' } });
    expect(d?.identification.origin).toBe('Osmocom TAC database (CC-BY-SA 3.0)');
  });
});

describe('identifyDevice: a name with regional variants', () => {
  const a2482 = aDevice({ id: 'iphone-13-us', make: 'Apple', model: 'iPhone 13', variant: 'US', modelNumbers: ['A2482'], lteBands: [2, 4, 12, 66, 71] });
  const a2633 = aDevice({ id: 'iphone-13-global', make: 'Apple', model: 'iPhone 13', variant: 'Global', modelNumbers: ['A2633'], lteBands: [1, 3, 7, 20, 66] });
  const osmocom = (model: string): TacRecord => ({ tac: '35104463', make: 'Apple', model, origin: 'shipped-osmocom', modelId: 'iphone-13-us' });

  it('names every variant and claims no model number when the list gives only the name', async () => {
    const d = await identifyDevice(imeiOf('35104463'), new FakeDeviceRegistry([osmocom('iPhone 13')], [a2482, a2633]));
    expect(d).toMatchObject({ model: 'iPhone 13', modelNumber: null });
    expect(d?.identification).toMatchObject({ ambiguous: true, candidates: ['A2482 (iPhone 13, US)', 'A2633 (iPhone 13, Global)'] });
    expect(d?.identification.text).toContain('names the iPhone 13 without a model number, and the catalog has variants of it with different bands');
    expect(d?.catalogModel?.lteBands).toEqual([66]);
    expect(d?.variants?.map((v) => v.model?.id)).toEqual(['iphone-13-us', 'iphone-13-global']);
  });

  it('takes the variant whose model number the list gives', async () => {
    const d = await identifyDevice(imeiOf('35104463'), new FakeDeviceRegistry([{ ...osmocom('A2633'), aka: ['iPhone 13'] }], [a2482, a2633]));
    expect(d).toMatchObject({ modelNumber: 'A2633', catalogModel: { id: 'iphone-13-global' } });
    expect(d?.identification.ambiguous).toBe(false);
    expect(d?.variants).toBeUndefined();
  });
});

describe('identifyDevice: radio generations for devices without catalog bands', () => {
  const gsm = { make: 'Nokia', name: '3110 classic', modelNumbers: ['RM-237'], technology: 'GSM', generations: ['2G' as const], source: { name: 'test sheet', date: '2026-05-06' } };

  it('attaches the sourced generations by model code or name', async () => {
    const registry = new FakeDeviceRegistry([{ tac: '35000002', make: 'Nokia', model: '3110 classic', origin: 'shipped-osmocom' }], [], [gsm]);
    const d = await identifyDevice(imeiOf('35000002'), registry);
    expect(d).toMatchObject({ catalogModel: null, generations: { technology: 'GSM' } });
    expect(d?.tacAnalysis).toContain('Radio generations from test sheet, 2026-05-06: 2G ("GSM")');
    // Its support is then decided, not unknown: the analysis does not say otherwise.
    expect(d?.tacAnalysis).toContain('its radio generations, below, show no 4G radio, and that decides where it works.');
    expect(d?.tacAnalysis).not.toMatch(/support is unknown|could not be assessed/);
  });

  it('leaves generations out when no sheet names the device', async () => {
    const registry = new FakeDeviceRegistry([{ tac: '35000003', make: 'Acme', model: 'Brick', origin: 'csv' }], [], [gsm]);
    const d = await identifyDevice(imeiOf('35000003'), registry);
    expect(d?.generations ?? null).toBeNull();
    expect(d?.tacAnalysis).toContain('The catalog has no band data for this model, so network support is unknown.');
  });

  it('claims no radios for a TAC listing devices whose sheets disagree, and names it after none of them', async () => {
    const old = { ...gsm, make: 'Samsung', name: 'Galaxy Old', modelNumbers: ['GT-E1200'] };
    const lte = { ...gsm, make: 'Samsung', name: 'Galaxy New', modelNumbers: ['SM-A500F'], technology: 'GSM / HSPA / LTE', generations: ['2G' as const, '3G' as const, '4G' as const] };
    const registry = new FakeDeviceRegistry([samsung('35000004', 'GT-E1200', 'SM-A500F')], [], [old, lte]);
    const d = await identifyDevice(imeiOf('35000004'), registry);
    expect(d).toMatchObject({ model: 'one of GT-E1200 / SM-A500F', identification: { ambiguous: true, candidates: ['GT-E1200', 'SM-A500F'] } });
    expect(d?.generations ?? null).toBeNull();
  });

  it('keeps the name a TAC list gives a phone whose codes are its regional variants (iPhone 8: A1863, A1905)', async () => {
    const registry = new FakeDeviceRegistry([{ tac: '35676300', make: 'Apple', model: 'iPhone 8', aka: ['A1863', 'A1905'], origin: 'shipped-osmocom' }]);
    const d = await identifyDevice(imeiOf('35676300'), registry);
    expect(d).toMatchObject({ model: 'iPhone 8', identification: { ambiguous: false, candidates: [] } });
    expect(d?.identification.text).toContain('as Apple iPhone 8 (A1863 / A1905)');
  });

  it("names a phone by its Osmocom row, with the row's other names as its own, not as a choice between phones (Nokia 6200)", async () => {
    const registry = new FakeDeviceRegistry([{ tac: '35146110', make: 'Nokia', model: '6200', aka: ['6220', 'NPL-3', 'RH-20'], origin: 'shipped-osmocom' }]);
    const d = await identifyDevice(imeiOf('35146110'), registry);
    expect(d).toMatchObject({ make: 'Nokia', model: '6200', identification: { ambiguous: false, candidates: [] } });
    expect(d?.identification.text).toContain('as Nokia 6200 (6220 / NPL-3 / RH-20)');
  });

  it("finds an Apple sheet by the A-number inside the TAC list's name, and never gives the board name as the model number", async () => {
    const iphone7 = { ...gsm, make: 'Apple', name: 'iPhone 7', modelNumbers: ['A1660', 'A1778'], technology: 'GSM / CDMA / HSPA / EVDO / LTE', generations: ['2G' as const, '3G' as const, '4G' as const] };
    const registry = new FakeDeviceRegistry([{ tac: '35000005', make: 'Apple', model: 'iPhone 7 A1778 TD-LTE 32GB', aka: ['D101AP', 'iPhone 9', '3'], origin: 'shipped-osmocom' }], [], [iphone7]);
    const d = await identifyDevice(imeiOf('35000005'), registry);
    expect(d).toMatchObject({ model: 'iPhone 7 A1778 TD-LTE 32GB', modelNumber: null, generations: { name: 'iPhone 7' } });
  });
});
