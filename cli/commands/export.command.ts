import type { Command } from 'commander';
import type { SearchView } from '../../core';
import { searchesCsv, searchesJson } from '../../adapters/export/export-text';
import { MikroSearchReader } from '../../adapters/persistence/mikro-search-reader';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { OutputStream } from '../output-file';
import { notesFor, outputName } from '../standard-output';

export function registerExport(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('export')
    .description('Write every search (IMEIs masked) to a file, as CSV or JSON')
    .option('--format <format>', 'csv or json', 'csv')
    .requiredOption('--out <file>', 'output file, or - for standard output')
    .action(async (opts: { format: string; out: string }) => {
      if (!['csv', 'json'].includes(opts.format)) throw new CliError('--format must be csv or json', EXIT.badInput);
      const ctx = await boot([MikroSearchReader]);
      try {
        const file = await OutputStream.open(opts.out, io);
        let count = 0;
        const rows = counted(ctx.get(MikroSearchReader).stream({ all: true }), () => count++);
        const text = opts.format === 'csv' ? searchesCsv(rows) : searchesJson(rows, (s) => ({ ...s, searchedAt: s.searchedAt.toISOString() }));
        for await (const chunk of text) await file.write(chunk);
        await file.close();
        notesFor(io, opts.out)(`Wrote ${count} searches to ${outputName(opts.out)}.`);
      } finally {
        await ctx.close();
      }
    });
}

async function* counted(rows: AsyncIterable<SearchView>, count: () => void): AsyncGenerator<SearchView> {
  for await (const row of rows) {
    count();
    yield row;
  }
}
