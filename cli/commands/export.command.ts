import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify';
import { EXPORT_COLUMNS, exportRow } from '../../adapters/export/export-rows';
import { MikroSearchReader } from '../../adapters/persistence/mikro-search-reader';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';

export function registerExport(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('export')
    .description('Write every search (IMEIs masked) to a file, as CSV or JSON')
    .option('--format <format>', 'csv or json', 'csv')
    .requiredOption('--out <file>', 'output file')
    .action(async (opts: { format: string; out: string }) => {
      if (!['csv', 'json'].includes(opts.format)) throw new CliError('--format must be csv or json', EXIT.badInput);
      const ctx = await boot();
      try {
        const out = createWriteStream(opts.out);
        let count = 0;
        const rows = ctx.get(MikroSearchReader).stream({ all: true });
        if (opts.format === 'csv') {
          const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], record_delimiter: '\r\n' });
          csv.pipe(out);
          for await (const s of rows) {
            count++;
            if (!csv.write(exportRow(s))) await once(csv, 'drain');
          }
          csv.end();
        } else {
          out.write('[');
          for await (const s of rows) {
            if (!out.write((count++ ? ',' : '') + JSON.stringify({ ...s, searchedAt: s.searchedAt.toISOString() }))) await once(out, 'drain');
          }
          out.end(']');
        }
        await once(out, 'finish');
        io.out(`Wrote ${count} searches to ${opts.out}.`);
      } finally {
        await ctx.close();
      }
    });
}
