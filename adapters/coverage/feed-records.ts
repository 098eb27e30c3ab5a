import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';

/** One record of an import file: its fields by column name, and the line it started on. */
export interface FeedRecord {
  line: number;
  fields: Record<string, string>;
}

async function firstChar(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart()[0] ?? '';
  } finally {
    await handle.close();
  }
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Streams the records of a CSV file (header row, or the given columns when the file has none), a
 * JSON array, or JSON lines (one object per line). CSV and JSON lines are read as they stream, so
 * files of any size fit in memory.
 */
export async function* readFeed(file: string, columns: string[], headerMarker: string): AsyncGenerator<FeedRecord> {
  const start = await firstChar(file);
  if (start === '[') {
    const items = JSON.parse(await readFile(file, 'utf8')) as unknown[];
    for (const [i, item] of items.entries()) {
      yield { line: i + 1, fields: Object.fromEntries(Object.entries((item ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v)])) };
    }
    return;
  }
  if (start === '{') {
    let line = 0;
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      line += 1;
      if (!text.trim()) continue;
      let item: Record<string, unknown>;
      try {
        item = JSON.parse(text) as Record<string, unknown>;
      } catch {
        yield { line, fields: { __error: 'not valid JSON' } };
        continue;
      }
      yield { line, fields: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, asText(v)])) };
    }
    return;
  }
  let header: string[] | null = null;
  const parser = createReadStream(file).pipe(parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (header === null) {
      header = record[0]?.toLowerCase() === headerMarker ? record.map((h) => h.trim()) : columns;
      if (header !== columns) continue;
    }
    yield { line: info.lines, fields: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) };
  }
}
