import { CheckDevice } from '../checks/check-device';
import { luhnCheckDigit } from '../imei/imei';
import { fixedClock } from '../shared/clock';
import { aCarrier, aDevice } from '../testing/builders';
import { FakeBlacklist, FakeCarrierDirectory, FakeDeviceRegistry, FakeSearchLog } from '../testing/fakes';
import { MAX_BULK_ROWS } from './bulk-row';
import { summarizeRows } from './bulk-summary';
import { CheckBulkRows } from './check-bulk-rows';
import type { BulkRecord } from './bulk-row-reader';
import { readBulkRows } from './read-bulk-rows';

const imei = (tac: string, serial = '000000') => tac + serial + luhnCheckDigit(tac + serial);
const PIXEL = imei('35293110');
const UNKNOWN = imei('99999901');
const records = (...lines: string[][]): BulkRecord[] => lines.map((fields, i) => ({ line: i + 1, fields }));

function setup() {
  const searches = new FakeSearchLog();
  let n = 0;
  const check = new CheckDevice({
    devices: new FakeDeviceRegistry(
      [{ tac: '35293110', make: 'Google', model: 'Pixel 4', origin: 'osmocom', modelId: 'test-phone' }],
      [aDevice({ make: 'Google', model: 'Pixel 4', releaseYear: 2019, modelNumbers: ['G020I'] })],
    ),
    carriers: new FakeCarrierDirectory([aCarrier(), aCarrier({ id: 'att', name: 'AT&T' })]),
    blacklist: new FakeBlacklist(),
    searches,
    clock: fixedClock('2026-11-23T10:00:00Z'),
    random: { uuid: () => `id-${++n}`, token: () => 'token' },
  });
  return { bulk: new CheckBulkRows(check), searches };
}

describe('readBulkRows', () => {
  it.each([
    ['a header in any spelling', records(['Device IMEI', 'Operator', 'Model No'], [PIXEL, 'AT&T', 'G020I']), { imei: PIXEL, carrier: 'AT&T', modelNumber: 'G020I' }],
    ['a plain list without header', records([PIXEL]), { imei: PIXEL }],
    ['spaces and dashes in the IMEI', records(['imei'], [`${PIXEL.slice(0, 8)}-${PIXEL.slice(8)}`]), { imei: PIXEL }],
  ])('reads %s', (_name, input, expected) => {
    const r = readBulkRows(input);
    expect(r.ok && r.value.rows[0]).toMatchObject(expected);
  });

  it('keeps a row that is not an IMEI, with an error naming its line', () => {
    const r = readBulkRows(records(['imei'], [PIXEL], ['12345'], [`${PIXEL.slice(0, 14)}0`]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.rows.map((x) => x.line)).toEqual([2]);
    expect(r.value.invalid.map((x) => [x.line, x.errorCode])).toEqual([[3, 'IMEI_LENGTH'], [4, 'IMEI_CHECK_DIGIT']]);
    expect(r.value.invalid[0].error).toMatch(/^Line 3: IMEI must be/);
    expect(r.value.invalid[1].imei).toBe(`${PIXEL.slice(0, 8)}******0`);
  });

  it('masks what follows the TAC in an IMEI sent without its check digit', () => {
    const r = readBulkRows(records(['imei'], [PIXEL.slice(0, 14)], [`${PIXEL.slice(0, 14)}x`]));
    expect(r.ok && r.value.invalid.map((x) => x.imei)).toEqual([`${PIXEL.slice(0, 8)}******`, `${PIXEL.slice(0, 8)}******`]);
    expect(r.ok && r.value.invalid.map((x) => x.error).join(' ')).not.toContain(PIXEL.slice(8, 14));
  });

  it('reads a plain list whose first line is a mistyped IMEI as a list, keeping that line with its error', () => {
    const r = readBulkRows(records([`${PIXEL.slice(0, 14)}x`], [PIXEL]));
    expect(r.ok && r.value.rows.map((x) => x.line)).toEqual([2]);
    expect(r.ok && r.value.invalid.map((x) => [x.line, x.errorCode])).toEqual([[1, 'IMEI_CHARACTERS']]);
  });

  it('keeps a row holding a NUL character as an invalid row naming its column, and reads the rest', () => {
    const r = readBulkRows(records(['imei', 'carrier'], [PIXEL, 'T-Mo\0bile'], [PIXEL, 'T-Mobile']));
    expect(r.ok && r.value.rows.map((x) => x.line)).toEqual([3]);
    expect(r.ok && r.value.invalid.map((x) => [x.line, x.errorCode, x.error])).toEqual([
      [2, 'INPUT_INVALID', 'Line 2: column 2 holds a NUL character (\\u0000), which no field takes. Remove it and send again.'],
    ]);
  });

  it('refuses a list with several columns and no header, rather than check every row on the default carrier', () => {
    const r = readBulkRows(records([PIXEL, 'Verizon'], [PIXEL, 'T-Mobile']));
    expect(!r.ok && r.error).toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/^Line 1: the list has more than one column but no header row/) });
    // A trailing empty column (a spreadsheet's export) is still a plain list.
    expect(readBulkRows(records([PIXEL, ''])).ok).toBe(true);
    // Further down, a row with a second column is not checked as if that column were not there.
    const later = readBulkRows(records([PIXEL], [PIXEL, 'Verizon']));
    expect(later.ok && later.value.rows.map((x) => x.line)).toEqual([1]);
    expect(later.ok && later.value.invalid.map((x) => [x.line, x.errorCode])).toEqual([[2, 'INPUT_INVALID']]);
    expect(later.ok && later.value.invalid[0].error).toMatch(/^Line 2: more than one column in a list without a header row/);
  });

  it('refuses a file without an IMEI column, naming the header line', () => {
    const r = readBulkRows(records(['serial', 'owner'], ['1', 'Ann']));
    expect(!r.ok && r.error.message).toMatch(/^Line 1: no IMEI column in the header \(serial, owner\)/);
  });

  it('refuses more rows than one job takes', () => {
    const many = Array.from({ length: MAX_BULK_ROWS + 1 }, () => [PIXEL]);
    const r = readBulkRows(records(...many));
    expect(!r.ok && r.error.message).toContain(`more than ${MAX_BULK_ROWS} rows; one bulk check takes at most ${MAX_BULK_ROWS}`);
  });
});

describe('CheckBulkRows and the summary', () => {
  it('checks each row like a single check, records each search, and sums the fleet', async () => {
    const { bulk, searches } = setup();
    const input = readBulkRows(records(['imei', 'carrier'], [PIXEL, ''], [PIXEL, 'AT&T'], [UNKNOWN, ''], [PIXEL, 'Nowhere Mobile'], ['bad', '']));
    if (!input.ok) throw new Error(input.error.message);
    const rows = await bulk.execute(input.value.rows, { carrier: 'T-Mobile', channel: 'api', apiKeyId: 'k1' });
    expect(rows.map((r) => [r.line, r.carrier, r.errorCode])).toEqual([
      [2, 'T-Mobile', null], [3, 'AT&T', null], [4, null, 'DEVICE_UNKNOWN'], [5, null, 'CARRIER_UNKNOWN'],
    ]);
    expect(rows[0]).toMatchObject({ imei: `${PIXEL.slice(0, 8)}******${PIXEL[14]}`, make: 'Google', model: 'Pixel 4', modelNumber: 'G020I' });
    expect(rows[2]).toMatchObject({ verdict: 'unknown', error: expect.stringMatching(/^Line 4: Device not found/) });
    expect(searches.records.filter((s) => s.apiKeyId === 'k1')).toHaveLength(3);

    const summary = summarizeRows([...rows, ...input.value.invalid]);
    expect(summary.total).toBe(5);
    expect(summary.invalid).toBe(2);
    expect(summary.byVerdict.unknown).toBe(1);
    expect(summary.byModel).toEqual([expect.objectContaining({ make: 'Google', model: 'Pixel 4', count: 2 })]);
    expect(summary.models).toBe(1);
    const ready = summary.byVerdict.works + summary.byVerdict.works_with_limits;
    expect(summary.readyShare).toBeCloseTo(ready / 5, 4);
  });
});

describe('CheckBulkRows reason column', () => {
  it("gives a limited row the reason that limits it, not the policy statement before it", async () => {
    const check = new CheckDevice({
      devices: new FakeDeviceRegistry(
        [{ tac: '35293110', make: 'Google', model: 'Pixel 4', origin: 'osmocom', modelId: 'test-phone' }],
        [aDevice({ lteBands: [2, 4, 12, 66] })],
      ),
      carriers: new FakeCarrierDirectory([aCarrier({ id: 'own', name: 'Own Mobile', plan: { requiredLteBands: [4, 12] } })]),
      blacklist: new FakeBlacklist(),
      searches: new FakeSearchLog(),
      clock: fixedClock('2026-11-23T10:00:00Z'),
      random: { uuid: () => 'id', token: () => 'token' },
    });
    const [row] = await new CheckBulkRows(check).execute([{ line: 2, imei: PIXEL }], { carrier: 'Own Mobile', channel: 'api' });
    expect(row).toMatchObject({ verdict: 'works_with_limits', fourG: 'limited' });
    expect(row.reason).toMatch(/^Missing band 71 \(600 MHz\), Own Mobile's low band/);
  });
});

describe('CheckBulkRows on a long chunk', () => {
  it('checks a few dozen rows at a time, pausing between them so other work is served, and returns every row in order', async () => {
    const { bulk, searches } = setup();
    const rows = Array.from({ length: 100 }, (_, i) => ({ line: i + 2, imei: imei('35293110', String(i).padStart(6, '0')) }));
    const checkedAtPause: number[] = [];
    const results = await bulk.execute(rows, { carrier: 'T-Mobile', channel: 'api', pause: async () => void checkedAtPause.push(searches.records.length) });
    expect(checkedAtPause).toEqual([25, 50, 75]);
    expect(results.map((r) => r.line)).toEqual(rows.map((r) => r.line));
    expect(results.every((r) => r.model === 'Pixel 4')).toBe(true);
  });
});
