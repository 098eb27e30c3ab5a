import { parse } from 'csv-parse/sync';
import { BULK_COLUMNS, invalidRow, type BulkRowResult } from '../../core';
import { bulkCsvCell, bulkCsvReport, bulkCsvText } from './bulk-report';
import { readBulkJson } from './bulk-file';

/** A cell a spreadsheet would run: a trigger first, or first after a line break or leading blanks. */
const runsAsFormula = (cell: string): boolean => cell.split(/\r\n|\r|\n/).some((part) => /^\s*[=+\-@\t]/.test(part));

async function csvOf(rows: BulkRowResult[]): Promise<string> {
  async function* pages() {
    yield rows;
  }
  let text = '';
  for await (const chunk of bulkCsvReport(pages())) text += chunk;
  return text;
}

describe('the bulk CSV report', () => {
  it('keeps each row one record, and a formula echoed from the upload inert, even after a line break in the cell', async () => {
    const read = readBulkJson(['=1\n=2', 'a,b', '\t=3', ' @SUM(A1)', '-\r+4', { imei: '=HYPERLINK("x")\r\n=5' }]);
    if (!read.ok) throw new Error(read.error.message);
    const rows = read.value.invalid;
    expect(rows).toHaveLength(6);
    const records = parse(await csvOf(rows), { relax_column_count: false }) as string[][];
    expect(records[0]).toEqual([...BULK_COLUMNS]);
    expect(records.slice(1).map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(records.every((r) => r.length === BULK_COLUMNS.length)).toBe(true);
    const armed = records.flat().filter(runsAsFormula);
    expect(armed).toEqual([]);
    // What was sent stays readable, on one line.
    expect(records[1][1]).toBe("'=1 =2");
  });

  it('quotes any cell holding a line break, and ends every record with CRLF (RFC 4180)', () => {
    const row = { ...invalidRow(2, '3529', 'X', 'e'), headline: 'two\nlines', reason: 'a\rb' };
    const text = bulkCsvText([row]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(2);
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
    expect(parse(text)).toEqual([expect.arrayContaining(['two lines', 'a b'])]);
  });

  it('guards a formula after a semicolon, where a spreadsheet splitting on ; starts a cell whatever the quoting', () => {
    const text = bulkCsvText([invalidRow(1, 'x;=1+1', 'e', 'e'), invalidRow(2, 'y; @SUM(1)', 'e', 'e')]);
    expect(text).toContain("x;'=1+1");
    // Read as a ;-separated file, no cell starts with a formula character.
    for (const record of parse(text, { delimiter: ';', relax_quotes: true, relax_column_count: true }) as string[][]) {
      for (const cell of record) expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it.each([
    ['Pixel 4', 'Pixel 4'],
    ['=1+1', "'=1+1"],
    [' =1', "' =1"],
    ['\u00a0@cmd', "'\u00a0@cmd"],
    ['\t-2', "' -2"],
    ['a\r\n\r\nb\u2028=c', 'a b =c'],
  ])('writes the cell %j as %j', (cell, expected) => {
    expect(bulkCsvCell(cell)).toBe(expected);
  });
});
