import { createReadStream, existsSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { Presets, SingleBar } from 'cli-progress';
import { BulkTally, CheckBulkRows, domainError, type BulkCheckOptions, type BulkRowInput, type BulkRowResult, type BulkSummary } from '../../core';
import { readBulkUpload, type BulkRowSink } from '../../adapters/bulk/bulk-upload';
import { bulkCsvText } from '../../adapters/bulk/bulk-report';
import { collectGarbage } from '../../adapters/catalog/collect-garbage';
import type { CliIo } from '../context';
import { CliError, domainFailure, EXIT } from '../exit-codes';
import { table } from '../format';
import { inputFile } from '../input-file';
import { OutputStream } from '../output-file';
import { outputName } from '../standard-output';

const CHUNK_ROWS = 1000;
/** Rows between full garbage collections, as the server's bulk worker does (see collectGarbage). */
const GC_EVERY_ROWS = 20_000;

export interface CheckFileOptions {
  file: string;
  out?: string;
  carrier?: string;
  country?: string;
}

/**
 * `bandwise check --file fleet.csv --out report.csv`: the bulk check run in this process. The file
 * is read twice as a stream: once to refuse a bad list before anything is written, then a chunk at
 * a time, each chunk checked, written to the report and counted, so memory stays flat however long
 * the list. A progress bar shows on a terminal; the caller prints the summary.
 */
/** A refusal of the command line, also given as the error answer with --json. */
const badInput = (message: string): CliError => new CliError(message, EXIT.badInput, domainError('INPUT_INVALID', message));

export async function checkFile(ctx: INestApplicationContext, opts: CheckFileOptions, io: CliIo): Promise<BulkSummary> {
  if (opts.file !== '-' && !existsSync(opts.file)) throw badInput(`No file at ${opts.file}: give the path of a CSV or plain list of IMEIs, or - for standard input.`);
  const input = await inputFile(opts.file, io);
  try {
    return await checkList(ctx, { ...opts, file: input.path }, io);
  } finally {
    await input.release();
  }
}

async function checkList(ctx: INestApplicationContext, opts: CheckFileOptions, io: CliIo): Promise<BulkSummary> {
  const refused = await ctx.get(CheckBulkRows).refusedDefault(opts);
  if (refused) throw domainFailure(refused);
  const counted = await readBulkUpload(createReadStream(opts.file), undefined, { add: () => undefined, addInvalid: () => undefined }, Infinity);
  if (!counted.ok) throw domainFailure(counted.error);
  if (opts.out !== undefined && !opts.out.trim()) throw badInput('--out needs a file name.');
  // Opened before any check runs: a path that cannot be written stops here, in words (exit 2), not as a stream error later.
  const out = opts.out ? await OutputStream.open(opts.out, io) : null;
  await out?.write(bulkCsvText([], true));
  const bar = io.tty ? new SingleBar({ format: 'Checking [{bar}] {percentage}% | {value}/{total} rows | {eta_formatted} left', clearOnComplete: true }, Presets.shades_classic) : null;
  bar?.start(counted.value, 0);
  const report = new ReportWriter(ctx.get(CheckBulkRows), { carrier: opts.carrier, country: opts.country, channel: 'cli' }, out, (n) => bar?.update(n));
  const read = await readBulkUpload(createReadStream(opts.file), undefined, report, Infinity);
  if (!read.ok) throw domainFailure(read.error);
  await report.flush();
  bar?.stop();
  await out?.close();
  return report.tally.summary();
}

/** Takes rows as the file is read, checks each full chunk, and writes its report rows in line order. */
class ReportWriter implements BulkRowSink {
  readonly tally = new BulkTally();
  private rows: BulkRowInput[] = [];
  private invalid: BulkRowResult[] = [];
  private done = 0;

  constructor(
    private readonly bulk: CheckBulkRows,
    private readonly options: BulkCheckOptions,
    private readonly out: OutputStream | null,
    private readonly progress: (rows: number) => void,
  ) {}

  async add(row: BulkRowInput): Promise<void> {
    this.rows.push(row);
    if (this.rows.length === CHUNK_ROWS) await this.flush();
  }

  async addInvalid(row: BulkRowResult): Promise<void> {
    this.invalid.push(row);
    if (this.invalid.length === CHUNK_ROWS) await this.flush();
  }

  /** Checks the rows read so far and writes them with the refused ones, in line order. */
  async flush(): Promise<void> {
    const checked = this.rows.length ? await this.bulk.execute(this.rows, this.options) : [];
    this.done += this.rows.length;
    if (Math.floor(this.done / GC_EVERY_ROWS) > Math.floor((this.done - this.rows.length) / GC_EVERY_ROWS)) collectGarbage();
    const all = [...this.invalid, ...checked].sort((a, b) => a.line - b.line);
    this.rows = [];
    this.invalid = [];
    this.tally.add(all);
    if (this.out && all.length) await this.out.write(bulkCsvText(all));
    this.progress(this.done);
  }
}

export function renderSummary(s: BulkSummary, out: string | undefined): string {
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
  return `${table(rows)}${models('Models to replace', s.toReplace, 'does_not_work')}${models('Models needing carrier approval', s.needsApproval, 'needs_carrier_approval')}${out ? `\n\nReport written to ${outputName(out)}` : ''}`;
}
