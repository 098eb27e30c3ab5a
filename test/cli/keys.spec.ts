import { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../../adapters/core.module';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { cliHarness } from '../fixtures/cli-harness';

const DAY_MS = 86_400_000;

/** Time passes for one key: its expiry is moved to `at`, as if the key had been issued long ago. */
async function setExpiry(dataDir: string, prefix: string, at: Date): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir }), { logger: false });
  try {
    const orm = ctx.get(MikroORM);
    await (orm.em as SqlEntityManager).getKnex()('api_keys').where('display_prefix', prefix).update({ expires_at: dbDateFormatter(orm)(at) });
  } finally {
    await ctx.close();
  }
}

describe('bandwise keys', () => {
  const cli = cliHarness();
  const create = async (name: string, ...more: string[]) =>
    JSON.parse((await cli.run('keys', 'create', '--email', `${name}@example.com`, '--name', name, '--json', ...more)).out) as { displayPrefix: string; expiresAt: string };

  it('lists each key with its expiry date, and as expired once that date has passed', async () => {
    const live = await create('live');
    const old = await create('old', '--tier', 'enterprise');
    const yesterday = new Date(Date.now() - DAY_MS);
    await setExpiry(cli.dataDir, old.displayPrefix, yesterday);

    const list = await cli.run('keys', 'list');
    expect(list.code).toBe(0);
    const lines = list.out.trim().split('\n');
    expect(lines[0].split(/\s+/)).toEqual(['PREFIX', 'STATE', 'TIER', 'CREATED', 'EXPIRES', 'EMAIL', 'NAME']);
    const row = (prefix: string) => lines.find((l) => l.startsWith(prefix))!.split(/\s+/);
    expect(row(live.displayPrefix).slice(1, 3)).toEqual(['active', 'free']);
    expect(row(live.displayPrefix)[4]).toBe(live.expiresAt.slice(0, 10));
    expect(row(old.displayPrefix).slice(1, 3)).toEqual(['expired', 'enterprise']);
    expect(row(old.displayPrefix)[4]).toBe(yesterday.toISOString().slice(0, 10));
    // The columns line up, whatever the length of a tier's name.
    const emailColumn = lines[0].indexOf('EMAIL');
    for (const line of lines.slice(1)) expect(line.slice(emailColumn)).toMatch(/^\w+@example\.com /);

    const json = JSON.parse((await cli.run('keys', 'list', '--json')).out) as Array<{ displayPrefix: string; state: string; expiresAt: string }>;
    expect(json.find((k) => k.displayPrefix === old.displayPrefix)).toMatchObject({ state: 'expired', expiresAt: yesterday.toISOString() });
    expect(json.find((k) => k.displayPrefix === live.displayPrefix)).toMatchObject({ state: 'active', expiresAt: live.expiresAt });

    // Only the whole listed prefix names a key; a shorter one is refused, saying what to give.
    const short = await cli.run('keys', 'revoke', old.displayPrefix.slice(0, 10));
    expect(short.code).toBe(2);
    expect(short.err).toContain('Give a key\'s whole prefix as "bandwise keys list" shows it (14 characters');
    // A revoked key says revoked, whatever its expiry.
    expect((await cli.run('keys', 'revoke', old.displayPrefix)).code).toBe(0);
    const after = (await cli.run('keys', 'list')).out.split('\n').find((l) => l.startsWith(old.displayPrefix))!;
    expect(after.split(/\s+/)[1]).toBe('revoked');
  });

  it('refuses control characters in a key name, and prints stored ones as escapes, never to the terminal raw', async () => {
    const refused = await cli.run('keys', 'create', '--email', 'ctl@example.com', '--name', 'evil\u202eemanx\u0007\u001b[31m');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('name must not hold control characters, text-direction marks');
    // A name stored before the rule (or straight into the database) is shown escaped.
    const key = await create('plain');
    const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: cli.dataDir }), { logger: false });
    try {
      await (ctx.get(MikroORM).em as SqlEntityManager).getKnex()('api_keys').where('display_prefix', key.displayPrefix).update({ name: 'x\u001b[2K\u202ey\u2028z\u200bw' });
    } finally {
      await ctx.close();
    }
    const list = await cli.run('keys', 'list');
    expect(list.out).toContain('x\\u001b[2K\\u202ey\\u2028z\\u200bw');
    expect(list.out).not.toContain('\u001b');
    expect(list.out).not.toContain('\u202e');
  });

  it('says when a new key expires', async () => {
    const text = await cli.run('keys', 'create', '--email', 'text@example.com', '--name', 'text', '--tier', 'pro');
    const expires = new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);
    expect(text.out).toContain(`tier pro (1000 requests per hour), expires ${expires}.`);
  });

  it('describes create by the tier --tier chooses, not as free-tier only', async () => {
    const help = await cli.run('keys', 'create', '--help');
    expect(help.code).toBe(0);
    expect(help.out).not.toMatch(/free-tier/i);
    expect(help.out).toContain('Create an API key of the --tier given (free by default)');
    expect(help.out).toMatch(/--tier <tier>\s+free \(100\/h\), pro \(1,000\/h\) or enterprise \(unlimited\)/);
  });
});
