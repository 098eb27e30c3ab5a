import { Readable } from 'node:stream';
import { luhnCheckDigit, type BulkRowInput, type BulkRowResult } from '../../core';
import { readBulkUpload } from './bulk-upload';

const PIXEL = '35293110374652' + luhnCheckDigit('35293110374652');

/** The lines of the rows read from `text`, checked and refused, in file order, with the errors. */
async function linesOf(text: string | Buffer[]) {
  const rows: BulkRowInput[] = [];
  const invalid: BulkRowResult[] = [];
  const source = Readable.from(typeof text === 'string' ? [Buffer.from(text)] : text);
  const read = await readBulkUpload(source, undefined, { add: (r) => void rows.push(r), addInvalid: (r) => void invalid.push(r) });
  const lines = [...rows.map((r) => r.line), ...invalid.map((r) => r.line)].sort((a, b) => a - b);
  return { read, rows, lines, errors: invalid.map((r) => r.error) };
}

describe('readBulkUpload line numbers', () => {
  it('names a record whose quoted cell spans lines by the line it starts on, and counts on from its end', async () => {
    const r = await linesOf(`imei,carrier\n"=1\n=2+3",T-Mobile\n${PIXEL},T-Mobile\n`);
    expect(r.lines).toEqual([2, 4]);
    expect(r.errors).toEqual([expect.stringMatching(/^Line 2: /)]);
  });

  it.each([
    ['CRLF line ends, a CRLF inside a cell and blank lines', `imei,carrier\r\n\r\n"a\r\nb",x\r\n\r\n  \r\n${PIXEL},y\r\n`, [3, 7]],
    ['a lone CR inside a cell', `imei\n"a\rb"\n${PIXEL}\n`, [2, 4]],
    ['several breaks in several cells', `imei,carrier,country\n"x\n\ny","T\nMobile",US\n${PIXEL},,\n\n${PIXEL},,\n`, [2, 6, 8]],
    ['a plain list with blank lines', `\n${PIXEL}\n\n\n${PIXEL}\n`, [2, 5]],
  ])('counts physical lines with %s', async (_name, text, lines) => {
    expect((await linesOf(text)).lines).toEqual(lines);
  });

  it('names the line where an unclosed quote opens, not where the file ends', async () => {
    const r = await linesOf(`imei\n${PIXEL}\n\n"abc\nd\ne\n`);
    expect(!r.read.ok && r.read.error.message).toBe('Line 4: the file is not readable as CSV (Quote Not Closed: the parsing is finished with an opening quote).');
  });
});

describe('readBulkUpload text encodings', () => {
  it('reads a spreadsheet saved in Windows-1252 ("Bité" as E9), also when the first bad byte comes in a later chunk', async () => {
    const head = Buffer.from(`imei,carrier,country\n${PIXEL},T-Mobile,US\n`);
    const tail = Buffer.concat([Buffer.from(`${PIXEL},Bit`), Buffer.from([0xe9]), Buffer.from(',Lithuania\n')]);
    const r = await linesOf([head, tail]);
    expect(r.rows.map((row) => row.carrier)).toEqual(['T-Mobile', 'Bité']);
  });

  it('keeps UTF-8 as it is', async () => {
    const r = await linesOf(`imei,carrier\n${PIXEL},Bitė\n`);
    expect(r.rows[0].carrier).toBe('Bitė');
  });
});
