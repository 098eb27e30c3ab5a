import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { json } from '../format';

export function registerTac(program: Command, boot: ContextFactory, io: CliIo): void {
  const tac = program.command('tac').description('Manage the TAC (device) registry');
  tac
    .command('import')
    .description('Import a TAC database file (Osmocom CSV format); re-importing the same file changes nothing')
    .argument('<file>', 'path to the CSV file')
    .option('--format <format>', 'file format: osmocom', 'osmocom')
    .option('--json', 'print the counts as JSON')
    .action(async (file: string, opts: { format: string; json?: boolean }) => {
      if (!existsSync(file)) throw new CliError(`File not found: ${file}`, EXIT.badInput);
      if (opts.format !== 'osmocom') throw new CliError(`Unknown format "${opts.format}": use osmocom`, EXIT.badInput);
      const ctx = await boot();
      const bar = io.tty && !opts.json ? new SingleBar({ format: 'Importing [{bar}] {percentage}% | {value}/{total} kB', clearOnComplete: true }, Presets.shades_classic) : null;
      try {
        const started = Date.now();
        bar?.start(1, 0);
        const counts = await ctx.get(TacImportService).importOsmocom(file, (done, total) => {
          bar?.setTotal(Math.ceil(total / 1024));
          bar?.update(Math.ceil(done / 1024));
        });
        bar?.stop();
        const seconds = (Date.now() - started) / 1000;
        if (opts.json) return io.out(json({ ...counts, seconds }));
        io.out(`Imported ${counts.rows} rows in ${seconds.toFixed(1)} s: ${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.skipped} skipped.`);
      } catch (e) {
        bar?.stop();
        throw e instanceof Error && /not an Osmocom/.test(e.message) ? new CliError(e.message, EXIT.badInput) : e;
      } finally {
        await ctx.close();
      }
    });
}
