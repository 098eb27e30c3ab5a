import type { Command } from 'commander';
import { ListCarriers } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { domainFailure } from '../exit-codes';
import { json, table } from '../format';

export function registerCarriers(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('carriers')
    .description('List the carriers of a country, by location text or country name')
    .option('-l, --location <text>', 'location text, e.g. "Vilnius, Lithuania"')
    .option('--country <name>', 'country name (same as --location)')
    .option('--json', 'print as JSON')
    .action(async (opts: { location?: string; country?: string; json?: boolean }) => {
      const ctx = await boot();
      try {
        const result = await ctx.get(ListCarriers).execute(opts.country ?? opts.location);
        if (!result.ok) throw domainFailure(result.error);
        const { country, carriers, selected } = result.value;
        if (opts.json) return io.out(json(result.value));
        io.out(`${country}:`);
        const rows = carriers.map((c): [string, string] => [`${c.name === selected ? '*' : ' '} ${c.name}`, `${c.confidence === 'derived' ? '(derived) ' : ''}${c.marketShare}`]);
        io.out(table(rows));
        if (carriers.some((c) => c.confidence === 'derived')) {
          io.out('(derived): bands read from the public MCC/MNC list, lower confidence than a curated plan.');
        }
      } finally {
        await ctx.close();
      }
    });
}
