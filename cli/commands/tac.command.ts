import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { detectTacFormat } from '../../adapters/catalog/csv-tac-importer';
import { TacImportService, type ImportResult } from '../../adapters/catalog/tac-import.service';
import { TacFileError } from '../../adapters/catalog/tac-file-error';
import { parseColumnMapping, TAC_FIELDS, type ColumnMapping } from '../../adapters/catalog/tac-csv-columns';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { json } from '../format';
import { registerTacObservations } from './tac-observations.command';

interface ImportOptions {
  format?: string;
  map?: string;
  json?: boolean;
}

const FORMATS = ['osmocom', 'csv'];

export function registerTac(program: Command, boot: ContextFactory, io: CliIo): void {
  const tac = program.command('tac').description('Manage the TAC (device) registry');
  tac
    .command('import')
    .description('Import a TAC list: the Osmocom CSV, or a GSMA-style CSV export with a column mapping. Streams the file, adds new TACs, updates changed ones; re-importing the same file changes nothing.')
    .argument('<file>', 'path to the CSV file')
    .option('--format <format>', 'osmocom (the Osmocom TAC database) or csv (GSMA-style export); detected from the file when left out')
    .option('--map <pairs>', `columns of a csv export as field=header pairs, fields ${TAC_FIELDS.join(', ')}; e.g. tac=TAC,brand=Manufacturer,name="Marketing Name",model="Model Name". Unmapped fields are found by their usual header names.`)
    .option('--json', 'print the counts as JSON')
    .action(async (file: string, opts: ImportOptions) => {
      if (!existsSync(file)) throw new CliError(`File not found: ${file}`, EXIT.badInput);
      const format = opts.format ?? (opts.map ? 'csv' : detectTacFormat(file));
      if (!FORMATS.includes(format)) throw new CliError(`Unknown format "${format}": use osmocom or csv`, EXIT.badInput);
      if (opts.map && format !== 'csv') throw new CliError('--map applies to --format csv only', EXIT.badInput);
      const mapping = mappingOrFail(opts.map);
      const ctx = await boot([TacImportService]);
      const bar = io.tty && !opts.json ? new SingleBar({ format: 'Importing [{bar}] {percentage}% | {value}/{total} kB | {eta_formatted} left', clearOnComplete: true }, Presets.shades_classic) : null;
      try {
        const started = Date.now();
        bar?.start(1, 0);
        const progress = (done: number, total: number) => {
          bar?.setTotal(Math.ceil(total / 1024));
          bar?.update(Math.ceil(done / 1024));
        };
        const service = ctx.get(TacImportService);
        const counts: ImportResult = format === 'csv' ? await service.importCsv(file, mapping, progress) : await service.importOsmocom(file, progress);
        bar?.stop();
        const seconds = (Date.now() - started) / 1000;
        if (opts.json) return io.out(json({ format, ...counts, seconds }));
        io.out(`Imported ${counts.rows} rows in ${seconds.toFixed(1)} s: ${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.skipped} skipped.`);
        // As the coverage imports do: each unreadable row named by its line (the first ten of them).
        for (const u of counts.unreadable ?? []) io.out(`  skipped line ${u.line}: ${u.reason}`);
      } catch (e) {
        bar?.stop();
        throw e instanceof TacFileError ? new CliError(e.message, EXIT.badInput) : e;
      } finally {
        await ctx.close();
      }
    });
  registerTacObservations(tac, boot, io);
}

function mappingOrFail(text: string | undefined): ColumnMapping {
  try {
    return parseColumnMapping(text);
  } catch (e) {
    throw new CliError((e as Error).message, EXIT.badInput);
  }
}
