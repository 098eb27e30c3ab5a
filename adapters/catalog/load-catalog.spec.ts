import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalBrand, MODEL_NUMBER_EXAMPLES, normaliseDeviceName } from '../../core';
import { deviceRecordSchema } from './catalog-schema';
import { loadCarrierCatalog, loadDeviceCatalog, loadRecords } from './load-catalog';
import usCarriers from './carriers/us.json';

describe('curated catalog', () => {
  const devices = loadDeviceCatalog();
  const carriers = loadCarrierCatalog();

  it('loads every shipped device record with a source and a date', () => {
    expect(devices.length).toBeGreaterThanOrEqual(20);
    for (const d of devices) {
      expect(d.source.name.length).toBeGreaterThan(2);
      expect(d.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each(MODEL_NUMBER_EXAMPLES)('names a model for %s, a model number the errors give as an example', (code) => {
    expect(loadDeviceCatalog().filter((d) => d.modelNumbers.includes(code))).toHaveLength(1);
  });

  it('keeps band lists sorted and free of duplicates', () => {
    for (const d of devices) {
      for (const bands of [d.lteBands, d.nrBands]) {
        expect([...new Set(bands)].sort((a, b) => a - b)).toEqual(bands);
      }
    }
  });

  it("labels variants as a visitor reads them, keeping how a record was compiled out of the answer", () => {
    const notes = devices.filter((d) => /left out|not included|labelled|not split/i.test(d.variant ?? '')).map((d) => d.id);
    expect(notes).toEqual([]);
    const tabS9 = devices.find((d) => d.id === 'samsung-galaxy-tab-s9-ultra-5g')!;
    expect(tabS9.variant).toBe('5G (SM-X916B)');
    expect(Object.keys(tabS9)).not.toContain('curationNote');
  });

  it('names each model without repeating its make', () => {
    const repeating = devices.filter((d) => d.model.toLowerCase().startsWith(`${d.make.toLowerCase()} `)).map((d) => d.id);
    expect(repeating).toEqual([]);
  });

  it('gives no two models a name or model number in common, so a TAC name finds one model only', () => {
    const owners = new Map<string, Set<string>>();
    for (const d of devices) {
      for (const name of [d.model, ...d.aka, ...d.modelNumbers]) {
        const key = `${canonicalBrand(d.make)}|${normaliseDeviceName(name, d.make)}`;
        owners.set(key, (owners.get(key) ?? new Set()).add(`${d.make} ${d.model}`));
      }
    }
    const shared = [...owners].filter(([, models]) => models.size > 1).map(([key, models]) => `${key}: ${[...models].join(' / ')}`);
    expect(shared).toEqual([]);
  });

  it.each([
    ['GXQ96', 'the US Pixel 9a'],
    ['CPH2611', 'the North American OnePlus 12R'],
    ['CPH2583', 'the North American OnePlus 12'],
    ['CPH2655', 'the North American OnePlus 13'],
    ['PJZ110', 'the Chinese OnePlus 13'],
    ['IN2017', "T-Mobile's OnePlus 8"],
    ['BE2028', "T-Mobile's OnePlus Nord N10 5G"],
  ])('keeps %s (%s) out of records built from an international band list without its US bands', (code) => {
    expect(devices.filter((d) => d.modelNumbers.includes(code))).toEqual([]);
  });

  // The scraped sheet's only LTE line ("1, 3, 5, 8, 19, 34, 38, 39, 40, 41 - International, China") has
  // the Chinese TD bands and no 7, 20 or 28; no source read gives the global model's own LTE list.
  it('keeps the global Redmi Note 12 Pro+ 5G (22101316UG) out of the catalog rather than give it a Chinese LTE list', () => {
    expect(devices.filter((d) => d.modelNumbers.includes('22101316UG'))).toEqual([]);
  });

  // The scraped sheet gives one line labelled "International" for CPH2413 (India), CPH2415 (Europe),
  // CPH2417 (North America) and CPH2419 (T-Mobile): North American bands (13, 25, 30, 46, 48, 71),
  // no n78 and no LTE 40; no source read gives the OnePlus 10T's bands per region.
  it.each(['CPH2413', 'CPH2415', 'CPH2417', 'CPH2419'])('keeps the OnePlus 10T %s out of the catalog until a source gives its region\'s bands', (code) => {
    expect(devices.filter((d) => d.modelNumbers.includes(code))).toEqual([]);
  });

  // The scraped sheet's one LTE line for the 15R is the India-only OnePlus 13s's, character for
  // character (no 7, 20 or 71), though the 15R (CPH2769) is sold in Europe and North America.
  it.each(['CPH2767', 'CPH2769'])("keeps the OnePlus 15R %s out of the catalog until a source gives its region's bands", (code) => {
    expect(devices.filter((d) => d.modelNumbers.includes(code))).toEqual([]);
  });

  it('says neither yes nor no to eSIM where the source says only some versions take one', () => {
    for (const id of ['xiaomi-15-global', 'xiaomi-poco-x7']) expect(devices.find((d) => d.id === id)?.esim).toBeNull();
  });

  it('ships the US big three with band plans and sources', () => {
    const us = carriers.filter((c) => c.country === 'United States').map((c) => c.name);
    expect(us).toEqual(expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile']));
    for (const c of carriers) expect(c.plan.coreLteBands.length).toBeGreaterThan(0);
  });

  it("gives an MVNO its host network's radio plan and its own voice rules", () => {
    const byId = new Map(carriers.map((c) => [c.id, c]));
    const cricket = byId.get('cricket')!;
    const { volteRequired, wifiCalling: _wifiCalling, wifiCallingSource: _source, ...radio } = byId.get('att')!.plan;
    expect(cricket.hostNetwork).toBe('att');
    expect(cricket.plan).toMatchObject(radio);
    expect(typeof volteRequired).toBe('boolean');
  });

  it('states Wi-Fi calling only with a source that says it, and leaves it unknown otherwise', () => {
    for (const c of carriers) {
      if (c.plan.wifiCalling === null) expect(c.plan.wifiCallingSource).toBeUndefined();
      else expect(c.plan.wifiCallingSource?.url).toMatch(/^https?:\/\//);
    }
    const byId = new Map(carriers.map((c) => [c.id, c]));
    expect(byId.get('vodafone-uk')!.plan).toMatchObject({ wifiCalling: true, wifiCallingSource: { name: expect.stringContaining('Wi-Fi Calling') } });
    expect(byId.get('bell')!.plan.wifiCalling).toBeNull();
  });

  it('refuses an MVNO record that repeats band data, and one whose host is unknown', () => {
    const writeCarriers = (records: unknown[]): string => {
      const root = mkdtempSync(join(tmpdir(), 'catalog-'));
      mkdirSync(join(root, 'carriers'));
      writeFileSync(join(root, 'carriers', 'us.json'), JSON.stringify(records));
      return root;
    };
    const att = usCarriers.find((c) => c.id === 'att')!;
    const cricket = usCarriers.find((c) => c.id === 'cricket')!;
    expect(() => loadCarrierCatalog(writeCarriers([att, { ...cricket, nrBands: [5] }]))).toThrow(
      /carriers\/us\.json: record cricket: nrBands comes from the host network att; remove it/,
    );
    expect(() => loadCarrierCatalog(writeCarriers([cricket]))).toThrow(/record cricket: hostNetwork att is not a curated network/);
  });

  it('fails on a broken record, naming the file, the record and the field', () => {
    const root = mkdtempSync(join(tmpdir(), 'catalog-'));
    mkdirSync(join(root, 'devices'));
    const good = { ...devices[0] };
    const broken = { ...devices[0], id: 'broken-phone', lteBands: ['four'] };
    writeFileSync(join(root, 'devices', 'test.json'), JSON.stringify([good, broken]));
    expect(() => loadRecords('devices', deviceRecordSchema, root)).toThrow(/devices\/test\.json: record broken-phone: lteBands\.0/);
  });

  it('refuses duplicate ids', () => {
    const root = mkdtempSync(join(tmpdir(), 'catalog-'));
    mkdirSync(join(root, 'devices'));
    writeFileSync(join(root, 'devices', 'a.json'), JSON.stringify([devices[0], devices[0]]));
    expect(() => loadRecords('devices', deviceRecordSchema, root)).toThrow(/duplicate id/);
  });
});
