import { luhnCheckDigit } from '../../core';
import { readBulkJson } from './bulk-file';

const PIXEL = '35293110000000' + luhnCheckDigit('35293110000000');

describe('readBulkJson', () => {
  it('keeps every entry of the array: one without a usable IMEI is a row with its error, never dropped', () => {
    const r = readBulkJson([{ imei: PIXEL, carrier: 'Verizon' }, { imei: Number(PIXEL) }, { imei: null }, {}, 'x', 5, null, [1], '']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.rows.map((x) => [x.line, x.carrier])).toEqual([[1, 'Verizon'], [2, undefined]]);
    expect(r.value.invalid.map((x) => [x.line, x.errorCode])).toEqual([
      [3, 'INPUT_INVALID'], [4, 'INPUT_INVALID'], [5, 'IMEI_CHARACTERS'], [6, 'INPUT_INVALID'], [7, 'INPUT_INVALID'], [8, 'INPUT_INVALID'], [9, 'INPUT_INVALID'],
    ]);
    expect(r.value.invalid[0].error).toBe('Line 3: entry 3 holds no IMEI: give a string of 15 digits, or an object like {"imei": "..."}.');
    // A number too short for an IMEI has most likely lost a leading 0: the row says to send a string.
    expect(r.value.invalid[3].error).toContain('entry 6: the IMEI 5 was sent as a number, which drops leading zeros');
  });

  it('refuses a list with an entry field it does not take, naming it, rather than checking the row without it', () => {
    const r = readBulkJson([{ imei: PIXEL, carrier: 'T-Mobile' }, { imei: PIXEL, Carrier: 'Verizon' }]);
    expect(!r.ok && r.error).toMatchObject({ code: 'INPUT_INVALID', message: 'Entry 2: unknown field "Carrier"; an entry takes imei, carrier, country, modelNumber.' });
  });

  it('refuses an array holding no entry at all', () => {
    const r = readBulkJson([]);
    expect(!r.ok && r.error.code).toBe('INPUT_INVALID');
  });
});
