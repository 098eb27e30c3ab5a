import type { Command } from 'commander';
import { API_KEY_DISPLAY_LENGTH, IssueApiKey, type ApiKeyRecord, type Clock, type Tier } from '../../core';
import { ApiKeyAuthenticator } from '../../adapters/auth/api-key-authenticator';
import { MikroApiKeyStore } from '../../adapters/persistence/mikro-api-key-store';
import { CLOCK } from '../../adapters/tokens';
import type { INestApplicationContext } from '@nestjs/common';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { columns, json } from '../format';

export function registerKeys(program: Command, boot: ContextFactory, io: CliIo): void {
  const keys = program.command('keys').description('Manage API keys (only their hashes are stored)');
  const withCtx = <T>(fn: (ctx: INestApplicationContext) => Promise<T>) => withContext(boot, [IssueApiKey, MikroApiKeyStore, ApiKeyAuthenticator, CLOCK], fn);

  keys
    .command('create')
    .description('Create an API key of the --tier given (free by default); it is printed once')
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
      io.out(`Prefix ${result.value.displayPrefix}, tier ${result.value.tier.tier} (${limit === null ? 'unlimited' : `${limit} requests per hour`}), expires ${day(result.value.expiresAt)}.`);
    });

  keys
    .command('list')
    .description('List keys by prefix, state (active, expired or revoked), tier, expiry and owner; never the keys themselves')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const [rows, now] = await withCtx(async (ctx) => [await ctx.get(MikroApiKeyStore).list(), ctx.get<Clock>(CLOCK).now()] as const);
      const listing = rows.map((k) => ({
        displayPrefix: k.displayPrefix, state: keyState(k, now), email: k.email, name: k.name, tier: k.tier,
        createdAt: k.createdAt, expiresAt: k.expiresAt ?? null, revokedAt: k.revokedAt,
      }));
      if (opts.json) return io.out(json(listing));
      if (listing.length === 0) return io.out('No API keys yet.');
      const cells = listing.map((k) => [k.displayPrefix, k.state, k.tier, day(k.createdAt), k.expiresAt ? day(k.expiresAt) : 'never', k.email, k.name]);
      io.out(columns(['PREFIX', 'STATE', 'TIER', 'CREATED', 'EXPIRES', 'EMAIL', 'NAME'], cells));
    });

  keys
    .command('revoke')
    .description('Revoke a key by the prefix shown in "keys list"')
    .argument('<prefix>', 'the key prefix, e.g. bw_live_AbC123')
    .action(async (prefix: string) => {
      if (prefix.trim().length !== API_KEY_DISPLAY_LENGTH) {
        throw new CliError(`Give a key's whole prefix as "bandwise keys list" shows it (${API_KEY_DISPLAY_LENGTH} characters, e.g. bw_live_AbC123); got ${prefix.trim().length}.`, EXIT.badInput);
      }
      const count = await withCtx((ctx) => ctx.get(ApiKeyAuthenticator).revoke(prefix.trim()));
      if (count === 0) throw new CliError(`No active key with prefix ${prefix}: see "bandwise keys list".`, EXIT.notFound);
      io.out(`Revoked ${prefix}. Requests with it now get 401.`);
    });
}

/** As the server answers a request with the key: revoked first, then expired once its expiry has come. */
function keyState(k: ApiKeyRecord, now: Date): 'active' | 'expired' | 'revoked' {
  if (k.revokedAt) return 'revoked';
  return k.expiresAt && k.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

const day = (d: Date | string): string => new Date(d).toISOString().slice(0, 10);
