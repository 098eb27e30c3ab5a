import { finished, PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { detectDelimiter } from '../catalog/tac-csv-columns';
import { contentCoding, inflaterFor } from '../content-encoding';
import { CsvRecordLines } from './csv-record-lines';
import { Utf8OrWindows1252 } from './legacy-text';
import { BulkRowReader, domainError, fail, MAX_BULK_ROWS, type BulkRecord, type BulkRowInput, type BulkRowResult, type DomainError, type Result } from '../../core';

/** The largest upload read: 100,000 rows with carrier, country and model number fit well inside. */
export const BULK_UPLOAD_BYTES = 16 * 1024 * 1024;

/** Where the rows of an upload go as they are read. */
export interface BulkRowSink {
  add(row: BulkRowInput): void | Promise<void>;
  addInvalid(row: BulkRowResult): void | Promise<void>;
}

/** An upload over BULK_UPLOAD_BYTES (after decompression); HTTP answers it with 413. */
export class BulkUploadTooLarge extends Error {
  constructor() {
    super(`The list is larger than ${BULK_UPLOAD_BYTES / 1024 / 1024} MB; one bulk check takes at most ${MAX_BULK_ROWS} rows. Split it into several jobs.`);
  }
}

/** A refusal found while reading, carried out of the stream so nothing more is parsed. */
class Refused extends Error {
  constructor(readonly domain: DomainError) {
    super(domain.message);
  }
}

/** Counts the bytes that pass and stops the stream past the limit. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    done(this.seen > this.max ? new BulkUploadTooLarge() : null, chunk);
  }
}

/** The request body as sent, decompressed per its Content-Encoding, counted and made UTF-8, into `into`; errors end `into`. */
function decode(source: Readable, encoding: string | undefined, into: PassThrough, maxBytes: number): void {
  const coding = contentCoding(encoding);
  const inflate = coding === 'identity' ? null : inflaterFor(coding);
  if (inflate === undefined) throw new Refused(domainError('INPUT_INVALID', `Content-Encoding ${coding} is not supported; send the list uncompressed, or as gzip, deflate or br.`));
  const limit = new ByteLimit(maxBytes).on('error', (e) => into.destroy(e));
  const corrupt = () => into.destroy(new Refused(domainError('INPUT_INVALID', `The request body is not valid ${coding} data, as its Content-Encoding header says it is. Send it compressed correctly, or without Content-Encoding.`)));
  // A client that goes away mid-upload ends the read (pipe alone would leave it waiting for ever).
  finished(source, (e) => e && into.destroy(e));
  (inflate ? source.pipe(inflate.on('error', corrupt)) : source).pipe(limit).pipe(new Utf8OrWindows1252()).pipe(into);
}

/**
 * Reads a CSV or plain list as it arrives, record by record, into `sink`: the delimiter is found
 * from the first line (as the TAC importer does; quotes, BOM and ragged rows tolerated), and the
 * rows are read by the core's BulkRowReader. The upload is never held whole; a refusal (no IMEI
 * column, over 100,000 rows, not CSV) stops reading at once. Returns the number of rows.
 * `source` is left readable: on a refusal the rest of it is discarded, not destroyed, so the client
 * gets its answer. The sink may return a promise (the CLI checks each chunk as it fills); reading
 * waits for it.
 */
export async function readBulkUpload(source: Readable, contentEncoding: string | undefined, sink: BulkRowSink, maxBytes = BULK_UPLOAD_BYTES): Promise<Result<number>> {
  const body = new PassThrough();
  const reader = new BulkRowReader();
  const lines = new CsvRecordLines();
  try {
    decode(source, contentEncoding, body, maxBytes);
    const head = await firstLine(body);
    const parser = parse({
      delimiter: detectDelimiter(head.line), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true,
      // Each record keeps the line it starts on, without the per-record info object csv-parse otherwise builds.
      on_record: ((fields: string[], context: { empty_lines: number }) => ({ line: lines.start(fields, context.empty_lines), fields })) as unknown as (r: string[]) => string[],
    });
    const feed = pipeline(Readable.from(head.rest), parser).catch((e: unknown) => parser.destroy(e as Error));
    for await (const record of parser as AsyncIterable<BulkRecord>) {
      const step = reader.read(record);
      if (!step.ok) throw new Refused(step.error);
      if (step.value && 'row' in step.value) await sink.add(step.value.row);
      else if (step.value) await sink.addInvalid(step.value.invalid);
    }
    await feed;
  } catch (e) {
    source.unpipe();
    source.resume();
    body.destroy();
    if (e instanceof Refused) return fail(e.domain);
    if (e instanceof BulkUploadTooLarge) throw e;
    return fail(domainError('INPUT_INVALID', unreadable(e as Error & { empty_lines?: unknown }, lines)));
  }
  return reader.finish();
}

/**
 * Why csv-parse stopped, naming the line the record it could not read starts on (an unclosed quote
 * opens there); csv-parse's own "at line N" counts differently, so it is left out.
 */
function unreadable(e: Error & { empty_lines?: unknown }, lines: CsvRecordLines): string {
  const line = typeof e.empty_lines === 'number' ? `Line ${lines.pending(e.empty_lines)}: ` : '';
  const why = e.message.split('\n')[0].replace(/,? (at|on) line \d+/g, '').slice(0, 120);
  return `${line}the file is not readable as CSV (${why}).`;
}

/** Reads until the first line break, and hands back that line and the whole stream from its start. */
async function firstLine(body: Readable): Promise<{ line: string; rest: AsyncIterable<Buffer> }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const seen: Buffer[] = [];
  let newline = -1;
  while (newline < 0) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    newline = next.value.indexOf(10);
  }
  const head = Buffer.concat(seen);
  const end = head.indexOf(10);
  const line = head.subarray(0, end < 0 ? head.length : end).toString('utf8').replace(/\r$/, '');
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { line, rest: rest() };
}
