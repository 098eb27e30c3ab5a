import type { Command } from 'commander';
import { AdminSessions, IssueSignInLink, MAGIC_LINK_TTL_MINUTES } from '../../core';
import type { INestApplicationContext } from '@nestjs/common';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, exitCodeFor } from '../exit-codes';
import { json } from '../format';

/** Support staff: sign-in links for admins who cannot receive mail, and the active sessions. */
export function registerAdmin(program: Command, boot: ContextFactory, io: CliIo): void {
  const admin = program.command('admin').description('Admin sign-in: links and sessions');
  const withCtx = <T>(fn: (ctx: INestApplicationContext) => Promise<T>) => withContext(boot, fn);

  admin
    .command('link')
    .description(`Print a sign-in link for an admin (an address that generated an API key); single use, valid ${MAGIC_LINK_TTL_MINUTES} minutes`)
    .argument('<email>', 'the admin\'s e-mail address')
    .option('--json', 'print as JSON')
    .action(async (email: string, opts: { json?: boolean }) => {
      const result = await withCtx((ctx) => ctx.get(IssueSignInLink).execute({ email }));
      if (!result.ok) throw new CliError(result.error.message, exitCodeFor(result.error.code));
      const { url, expiresAt } = result.value;
      if (opts.json) return io.out(json({ email: result.value.email, url, expiresAt: expiresAt.toISOString() }));
      io.out(url);
      io.out(`Single use; expires ${expiresAt.toISOString()} (${MAGIC_LINK_TTL_MINUTES} minutes). Give it only to ${result.value.email}.`);
    });

  admin
    .command('sessions')
    .description('List active admin sessions')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const sessions = await withCtx((ctx) => ctx.get(AdminSessions).listActive());
      if (opts.json) return io.out(json(sessions));
      if (sessions.length === 0) return io.out('No active admin sessions.');
      for (const s of sessions) {
        io.out(`${s.id}  ${s.email}  since ${s.createdAt.toISOString()}  until ${s.expiresAt.toISOString()}`);
      }
    });
}
