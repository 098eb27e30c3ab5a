import type { Command } from 'commander';
import { MikroSearchReader } from '../../adapters/persistence/mikro-search-reader';
import type { CliIo, ContextFactory } from '../context';
import { json, table } from '../format';

/** The admin dashboard's figures over all searches, for a terminal. */
export function registerStats(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('stats')
    .description('Search statistics over all searches: totals, success rate, most searched devices')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const ctx = await boot([MikroSearchReader]);
      try {
        const reader = ctx.get(MikroSearchReader);
        const stats = { ...(await reader.stats({ all: true })), demoSearches: await reader.demoSearches({ all: true }) };
        if (opts.json) return io.out(json(stats));
        io.out(table([
          ['Total searches', String(stats.totalSearches)],
          ['Unique devices', String(stats.uniqueDevices)],
          ['API calls', String(stats.apiCalls)],
          ['Success rate', `${stats.successRate}%`],
          // Demo searches (seed --demo) are counted in every figure: say so beside them.
          ...(stats.demoSearches ? [['Demo searches', `${stats.demoSearches} of the total are demo data (bandwise seed --demo)`] as [string, string]] : []),
        ]));
        io.out('');
        io.out(stats.popularDevices.length ? 'Most searched devices:' : 'No device data available yet');
        for (const d of stats.popularDevices) io.out(`  ${d.searches.toString().padStart(6)}  ${d.name}`);
      } finally {
        await ctx.close();
      }
    });
}
