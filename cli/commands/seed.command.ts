import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Command } from 'commander';
import { DEMO_API_KEY, plural, SeedDemoData, type DemoCounts, type DemoSeedSummary } from '../../core';
import { MikroJobLock } from '../../adapters/persistence/mikro-job-lock';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { json } from '../format';

/** The team's rule: sample data exists only when asked for by name, so the flag is required. */
const DEMO_ONLY =
  'seed makes demo data only, and only when asked with --demo: "bandwise seed --demo" adds a labelled demo set (searches, issue reports, a demo API key), "bandwise seed --demo --remove" deletes it.';

const SEED_LOCK = 'demo-seed';
/** Longer than any seed takes; a run that dies holding the lease frees it when this runs out. */
const SEED_LEASE_MS = 10 * 60_000;
const busy = (until: number): string =>
  `Another "bandwise seed --demo" is running on this database (its lock lasts until ${new Date(until).toISOString().slice(11, 16)} UTC at the latest): run this one again when it has finished (two at once would double the demo set).`;

/** The process of this machine that holds a seed lease ("seed:<host>:<pid>:<nonce>"), when it has ended. */
function endedHolder(holder: string): boolean {
  const [kind, host, pid] = holder.split(':');
  if (kind !== 'seed' || host !== hostname() || !/^\d+$/.test(pid ?? '')) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` while this process alone seeds or removes demo data on the database. A seed stopped
 * midway (Ctrl-C) leaves its lease behind: a later run on the same machine takes it over when that
 * process is gone, and the demo set it left half-made is replaced or removed as any other.
 */
async function alone<T>(ctx: INestApplicationContext, work: () => Promise<T>): Promise<T> {
  const lock = new MikroJobLock(ctx.get(MikroORM), `seed:${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`);
  if (!(await lock.acquire(SEED_LOCK, SEED_LEASE_MS))) {
    const held = await lock.holding(SEED_LOCK);
    const freed = held !== null && endedHolder(held.holder) && (await lock.takeOver(SEED_LOCK, held.holder, SEED_LEASE_MS));
    if (!freed) throw new CliError(busy(held?.until ?? Date.now() + SEED_LEASE_MS), EXIT.badInput);
  }
  try {
    return await work();
  } finally {
    await lock.release(SEED_LOCK);
  }
}

/** The demo rows of each kind, in words. */
function describe(c: DemoCounts): string {
  return `${plural(c.searches, 'search', 'searches')}, ${plural(c.issueReports, 'issue report')}, ${plural(c.apiKeys, 'API key')} (${plural(c.apiRequests, 'request')}, ${plural(c.rateLimitViolations, 'rate-limit violation')})`;
}

function created(summary: DemoSeedSummary, seconds: string): string[] {
  const { created: c, checks, replaced } = summary;
  return [
    `Demo data created in ${seconds} s, labelled as demo wherever it shows:`,
    `  ${plural(c.searches, 'search', 'searches')} over the last 30 days, real checks on channel "demo": ${checks.identified} identified, ${checks.notInDatabase} not in the device database${checks.otherwise ? `, ${checks.otherwise} refused otherwise` : ''}`,
    `  ${plural(c.issueReports, 'issue report')} flagged demo, their text starting "Demo report"; left out of coverage ratings`,
    `  ${plural(c.apiKeys, 'API key')} "${DEMO_API_KEY.name}" (its secret is never shown) with ${plural(c.apiRequests, 'request')} and ${plural(c.rateLimitViolations, 'rate-limit violation')}`,
    replaced.searches + replaced.issueReports + replaced.apiKeys > 0
      ? `It replaced the previous demo set (${describe(replaced)}): running the command again never doubles it.`
      : 'Running the command again replaces this set; it never doubles it.',
    'Remove it with: bandwise seed --demo --remove',
  ];
}

/** `bandwise seed --demo [--remove] [--json]`: the labelled demo set, or its removal. */
export function registerSeed(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('seed')
    .description('Add a labelled demo data set (--demo), or delete it again (--demo --remove); demo data is never made otherwise')
    .option('--demo', 'required: make (or with --remove, delete) the demo data set')
    .option('--remove', 'delete exactly the demo data (searches, issue reports, the demo API key and its usage), nothing else')
    .option('--json', 'print a JSON summary')
    .action(async (opts: { demo?: boolean; remove?: boolean; json?: boolean }) => {
      if (!opts.demo) throw new CliError(DEMO_ONLY, EXIT.badInput);
      const started = Date.now();
      if (opts.remove) {
        const removed = await withContext(boot, [SeedDemoData], (ctx) => alone(ctx, () => ctx.get(SeedDemoData).remove()));
        if (opts.json) return io.out(json({ action: 'removed', removed }));
        const any = removed.searches + removed.issueReports + removed.apiKeys + removed.apiRequests + removed.rateLimitViolations > 0;
        return io.out(any ? `Removed the demo data: ${describe(removed)}. Nothing else was touched.` : 'No demo data to remove.');
      }
      const summary = await withContext(boot, [SeedDemoData], (ctx) => alone(ctx, () => ctx.get(SeedDemoData).execute()));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (opts.json) return io.out(json({ action: 'created', ...summary, seconds: Number(seconds) }));
      io.out(created(summary, seconds).join('\n'));
    });
}
