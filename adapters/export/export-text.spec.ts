import { parse } from 'csv-parse/sync';
import type { SearchView } from '../../core';
import { EXPORT_COLUMNS } from './export-rows';
import { searchesCsv, searchesJson } from './export-text';

const search = (i: number): SearchView => ({
  id: `s${i}`,
  imei: '35293110******5',
  device: { make: 'Google', model: i % 2 ? 'Pixel 4' : 'Pixel "4a", 5G', year: 2019 },
  capabilities: null,
  inferred: [],
  carrier: 'T-Mobile',
  success: true,
  compatible: true,
  errorCode: null,
  location: i % 3 ? null : '=HYPERLINK("x")',
  channel: i === 2 ? 'demo' : 'web',
  searchedAt: new Date(Date.UTC(2026, 10, 23, 0, 0, i)),
});

async function* searches(n: number): AsyncGenerator<SearchView> {
  for (let i = 0; i < n; i++) yield search(i);
}

const text = async (pieces: AsyncIterable<string>): Promise<string> => {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
};

describe('search export text, written a page at a time', () => {
  it('writes every search of a list longer than a page once, under one header, quoting and neutralising cells', async () => {
    const rows: string[][] = parse(await text(searchesCsv(searches(1201))));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 1201 }, (_, i) => `s${i}`));
    expect(rows[1][3]).toBe('Pixel "4a", 5G');
    expect(rows[1][EXPORT_COLUMNS.indexOf('location')]).toBe(`'=HYPERLINK("x")`);
  });

  it('names each search\'s channel in the last column, so demo searches (seed --demo) are recognisable', async () => {
    const rows: string[][] = parse(await text(searchesCsv(searches(3))));
    expect(rows[0].at(-1)).toBe('channel');
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(['web', 'web', 'demo']);
  });

  it('writes the header alone when there is nothing to export, and an empty JSON array', async () => {
    expect(await text(searchesCsv(searches(0)))).toBe(`${EXPORT_COLUMNS.join(',')}\r\n`);
    expect(JSON.parse(await text(searchesJson(searches(0), (s) => s.id)))).toEqual([]);
  });

  it('writes one JSON array of every shaped search across pages', async () => {
    const ids = JSON.parse(await text(searchesJson(searches(1001), (s) => ({ id: s.id }))));
    expect(ids).toHaveLength(1001);
    expect(ids[1000]).toEqual({ id: 's1000' });
  });
});
