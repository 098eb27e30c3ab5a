import { stringify } from 'csv-stringify/sync';
import type { SearchView } from '../../core';
import { EXPORT_COLUMNS, exportRow } from './export-rows';

/**
 * Searches per piece of text. Written a row at a time, a compressed 100,000-row export paid the
 * compressor's per-write cost 100,000 times (about 6 s against 2.8 s uncompressed).
 */
const ROWS_PER_PIECE = 500;

async function* pagesOf<T>(rows: AsyncIterable<T>): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const row of rows) {
    page.push(row);
    if (page.length === ROWS_PER_PIECE) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}

const csvOptions = (header: boolean) => ({ header, columns: [...EXPORT_COLUMNS], record_delimiter: '\r\n', quoted_match: /[",\r\n]/ });

/** The searches as CSV text, the header line first (alone when there are none), a page at a time. */
export async function* searchesCsv(rows: AsyncIterable<SearchView>): AsyncGenerator<string> {
  let header = true;
  for await (const page of pagesOf(rows)) {
    yield stringify(page.map(exportRow), csvOptions(header));
    header = false;
  }
  if (header) yield stringify([], csvOptions(true));
}

/** The searches as one JSON array of `shape(search)`, a page at a time. */
export async function* searchesJson<T>(rows: AsyncIterable<SearchView>, shape: (s: SearchView) => T): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pagesOf(rows)) {
    yield (first ? '' : ',') + page.map((s) => JSON.stringify(shape(s))).join(',');
    first = false;
  }
  yield ']';
}
