import type { Command } from 'commander';
import type { INestApplicationContext } from '@nestjs/common';
import { ListCarriers, unknownCountry } from '../../core';
import { MikroCarrierDirectory } from '../../adapters/persistence/mikro-carrier-directory';
import type { CliIo, ContextFactory } from '../context';
import { CliError, domainFailure, EXIT } from '../exit-codes';
import { json, table } from '../format';

export function registerCarriers(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('carriers')
    .description('List the carriers of a country, by location text or country name')
    .option('-l, --location <text>', 'location text, e.g. "Vilnius, Lithuania"')
    .option('--country <name>', 'a country the directory knows, by English name or ISO code (e.g. Germany, DE), as check --country takes it')
    .option('--json', 'print as JSON')
    .action(async (opts: { location?: string; country?: string; json?: boolean }) => {
      if (opts.country !== undefined && opts.location !== undefined) throw new CliError('Give --country or --location, not both.', EXIT.badInput);
      const ctx = await boot([ListCarriers, MikroCarrierDirectory]);
      try {
        const location = opts.country !== undefined ? await knownCountry(ctx, opts.country) : opts.location;
        const result = await ctx.get(ListCarriers).execute(location);
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

/** A --country must be one the directory knows, as for check --country: else COUNTRY_UNKNOWN (exit 2), not a place search. */
async function knownCountry(ctx: INestApplicationContext, given: string): Promise<string> {
  const country = await ctx.get(MikroCarrierDirectory).canonicalCountry(given.trim(), { codes: true });
  if (country) return country;
  throw domainFailure(unknownCountry(given));
}
