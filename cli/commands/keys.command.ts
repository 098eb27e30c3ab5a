import type { Command } from 'commander';
import { IssueApiKey, type Tier } from '../../core';
import { ApiKeyAuthenticator } from '../../adapters/auth/api-key-authenticator';
import { MikroApiKeyStore } from '../../adapters/persistence/mikro-api-key-store';
import type { INestApplicationContext } from '@nestjs/common';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json } from '../format';

export function registerKeys(program: Command, boot: ContextFactory, io: CliIo): void {
  const keys = program.command('keys').description('Manage API keys (only their hashes are stored)');
  const withCtx = <T>(fn: (ctx: INestApplicationContext) => Promise<T>) => withContext(boot, fn);

  keys
    .command('create')
    .description('Create a free-tier key; it is printed once')
    .requiredOption('--email <email>', 'owner e-mail')
    .requiredOption('--name <name>', 'a name for the key')
    .option('--tier <tier>', 'free (100/h), pro (1,000/h) or enterprise (unlimited)', 'free')
    .option('--json', 'print as JSON')
    .action(async (opts: { email: string; name: string; tier: Tier; json?: boolean }) => {
      const result = await withCtx((ctx) => ctx.get(IssueApiKey).execute(opts));
      if (!result.ok) throw domainFailure(result.error);
      if (opts.json) return io.out(json(result.value));
      io.out(`API key (shown once, store it now): ${result.value.apiKey}`);
      const limit = result.value.tier.requestsPerHour;
      io.out(`Prefix ${result.value.displayPrefix}, tier ${result.value.tier.tier} (${limit === null ? 'unlimited' : `${limit} requests per hour`}).`);
    });

  keys
    .command('list')
    .description('List keys by prefix, owner and state; never the keys themselves')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withCtx((ctx) => ctx.get(MikroApiKeyStore).list());
      const listing = rows.map(({ displayPrefix, email, name, tier, createdAt, revokedAt }) => ({ displayPrefix, email, name, tier, createdAt, revokedAt }));
      if (opts.json) return io.out(json(listing));
      if (listing.length === 0) return io.out('No API keys yet.');
      for (const k of listing) {
        io.out(`${k.displayPrefix}  ${k.revokedAt ? 'revoked' : 'active '}  ${k.tier.padEnd(5)}  ${k.createdAt.toISOString().slice(0, 10)}  ${k.email}  ${k.name}`);
      }
    });

  keys
    .command('revoke')
    .description('Revoke a key by the prefix shown in "keys list"')
    .argument('<prefix>', 'the key prefix, e.g. bw_live_AbC123')
    .action(async (prefix: string) => {
      const count = await withCtx((ctx) => ctx.get(ApiKeyAuthenticator).revoke(prefix.trim()));
      if (count === 0) throw new CliError(`No active key with prefix ${prefix}: see "bandwise keys list".`, EXIT.notFound);
      io.out(`Revoked ${prefix}. Requests with it now get 401.`);
    });
}
