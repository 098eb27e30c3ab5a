import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import type { INestApplicationContext } from '@nestjs/common';
import { Presets, SingleBar } from 'cli-progress';
import { stringify } from 'csv-stringify';
import { addToSummary, CheckBulkRows, emptySummary, type BulkSummary } from '../../core';
import { readBulkCsv } from '../../adapters/bulk/bulk-file';
import { BULK_CSV_HEADER, bulkCsvRow } from '../../adapters/bulk/bulk-report';
import type { CliIo } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { table } from '../format';

const CHUNK_ROWS = 1000;

export interface CheckFileOptions {
  file: string;
  out?: string;
  carrier: string;
  country?: string;
}

/**
 * `bandwise check --file fleet.csv --out report.csv`: the bulk check run in this process, a chunk
 * at a time, with a progress bar on a terminal, the report written as CSV and the summary printed.
 */
export async function checkFile(ctx: INestApplicationContext, opts: CheckFileOptions, io: CliIo): Promise<BulkSummary> {
  if (!existsSync(opts.file)) throw new CliError(`No file at ${opts.file}`, EXIT.badInput);
  const read = readBulkCsv(readFileSync(opts.file, 'utf8'));
  if (!read.ok) throw new CliError(read.error.message, EXIT.badInput);
  const { rows, invalid } = read.value;
  const bulk = ctx.get(CheckBulkRows);
  const out = opts.out ? createWriteStream(opts.out) : null;
  const csv = stringify({ header: true, columns: BULK_CSV_HEADER, record_delimiter: '\r\n' });
  if (out) csv.pipe(out);
  const bar = io.tty ? new SingleBar({ format: 'Checking [{bar}] {percentage}% | {value}/{total} rows | {eta_formatted} left', clearOnComplete: true }, Presets.shades_classic) : null;
  bar?.start(rows.length, 0);
  let summary = addToSummary(emptySummary(), invalid);
  const report = [...invalid];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const results = await bulk.execute(rows.slice(i, i + CHUNK_ROWS), { carrier: opts.carrier, country: opts.country, channel: 'cli' });
    summary = addToSummary(summary, results);
    report.push(...results);
    bar?.update(Math.min(rows.length, i + CHUNK_ROWS));
  }
  bar?.stop();
  report.sort((a, b) => a.line - b.line);
  for (const r of report) if (!csv.write(bulkCsvRow(r))) await once(csv, 'drain');
  csv.end();
  if (out) await once(out, 'finish');
  io.out(renderSummary(summary, opts.out));
  return summary;
}

function renderSummary(s: BulkSummary, out: string | undefined): string {
  const pct = (n: number) => `${n} (${s.total ? Math.round((n / s.total) * 100) : 0}%)`;
  const rows: Array<[string, string]> = [
    ['Rows', String(s.total)],
    ['Works', pct(s.byVerdict.works)],
    ['Works with limits', pct(s.byVerdict.works_with_limits)],
    ['Needs carrier approval', pct(s.byVerdict.needs_carrier_approval)],
    ['Does not work', pct(s.byVerdict.does_not_work)],
    ['Unknown', pct(s.byVerdict.unknown)],
    ['Invalid rows', pct(s.invalid)],
    ['Ready as is', `${Math.round(s.readyShare * 1000) / 10}%`],
  ];
  const models = (title: string, list: BulkSummary['toReplace'], verdict: 'does_not_work' | 'needs_carrier_approval') =>
    list.length ? `\n\n${title}:\n${list.slice(0, 10).map((m) => `  ${String(m.verdicts[verdict] ?? 0).padStart(6)}  ${m.make} ${m.model}`).join('\n')}` : '';
  return `${table(rows)}${models('Models to replace', s.toReplace, 'does_not_work')}${models('Models needing carrier approval', s.needsApproval, 'needs_carrier_approval')}${out ? `\n\nReport written to ${out}` : ''}`;
}
