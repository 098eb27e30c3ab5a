import { userInfo } from 'node:os';
import type { Command } from 'commander';
import { AdminSessions, IssueSignInLink, MAGIC_LINK_TTL_MINUTES, ManageAdmins } from '../../core';
import type { INestApplicationContext } from '@nestjs/common';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT, domainFailure, exitCodeFor } from '../exit-codes';
import { json } from '../format';

const operatorName = (): string | null => {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
};

/**
 * Operators: who is an admin (grant, revoke, list), sign-in links for admins who cannot receive
 * mail, and the active sessions (list, end). The first admin of a fresh install comes from here
 * or from ADMIN_EMAILS, never from the web.
 */
export function registerAdmin(program: Command, boot: ContextFactory, io: CliIo): void {
  const admin = program.command('admin').description('Admins: grants, sign-in links and sessions');
  const withCtx = <T>(fn: (ctx: INestApplicationContext) => Promise<T>) => withContext(boot, [ManageAdmins, IssueSignInLink, AdminSessions], fn);

  admin
    .command('grant')
    .description('Make an e-mail address an admin (it can then ask for sign-in links)')
    .argument('<email>', 'the address to grant')
    .action(async (email: string) => {
      const result = await withCtx((ctx) => ctx.get(ManageAdmins).grant(email, operatorName()));
      if (!result.ok) throw domainFailure(result.error);
      io.out(result.value.added ? `${result.value.email} is now an admin.` : `${result.value.email} was already an admin.`);
    });

  admin
    .command('revoke')
    .description('Take the admin right from an address and end its sessions at once')
    .argument('<email>', 'the address to revoke')
    .action(async (email: string) => {
      const result = await withCtx((ctx) => ctx.get(ManageAdmins).revoke(email));
      if (!result.ok) throw domainFailure(result.error);
      const { removed, sessionsEnded } = result.value;
      // Nothing to take away is "not found", as revoking an unknown key or unlisted IMEI is.
      if (!removed && sessionsEnded === 0) throw new CliError(`${result.value.email} is not an admin and has no admin session: nothing was revoked.`, EXIT.notFound);
      io.out(`${result.value.email} ${removed ? 'is no longer an admin' : 'was not an admin'}; ${sessionsEnded} session(s) ended.`);
    });

  admin
    .command('list')
    .description('List admins: from ADMIN_EMAILS (environment) and from grants (database)')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const admins = await withCtx((ctx) => ctx.get(ManageAdmins).list());
      if (opts.json) return io.out(json(admins));
      if (admins.length === 0) return io.out('No admins yet. Grant one with `bandwise admin grant <email>` or set ADMIN_EMAILS.');
      for (const a of admins) io.out(`${a.email}  ${a.source}${a.grantedAt ? `  since ${a.grantedAt.toISOString()}` : ''}`);
    });

  admin
    .command('link')
    .description(`Print a sign-in link for an admin (see \`admin list\`); single use, valid ${MAGIC_LINK_TTL_MINUTES} minutes`)
    .argument('<email>', 'the admin\'s e-mail address')
    .option('--json', 'print as JSON')
    .action(async (email: string, opts: { json?: boolean }) => {
      const result = await withCtx((ctx) => ctx.get(IssueSignInLink).execute({ email }));
      if (!result.ok) throw domainFailure(result.error);
      const { url, expiresAt } = result.value;
      if (opts.json) return io.out(json({ email: result.value.email, url, expiresAt: expiresAt.toISOString() }));
      io.out(url);
      io.out(`Single use; expires ${expiresAt.toISOString()} (${MAGIC_LINK_TTL_MINUTES} minutes). Give it only to ${result.value.email}.`);
      // The link is built from this shell's settings, which may not be the server's.
      if (!process.env.PUBLIC_URL?.trim() && new URL(url).hostname === 'localhost') io.err(`PUBLIC_URL is not set here, so the link points at ${new URL(url).origin}: run with PUBLIC_URL set as the server has it if the server is reached elsewhere.`);
    });

  admin
    .command('sessions')
    .description('List active admin sessions, or end one with --end <id>')
    .option('--end <id>', 'end the session with this id (as listed)')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean; end?: string }) => {
      if (opts.end) {
        const id = opts.end;
        const ended = await withCtx((ctx) => ctx.get(AdminSessions).endById(id));
        if (!ended) throw new CliError(`No active session with id ${id}.`, exitCodeFor('NOT_FOUND'));
        return io.out(`Session ${id} ended.`);
      }
      const sessions = await withCtx((ctx) => ctx.get(AdminSessions).listActive());
      if (opts.json) return io.out(json(sessions));
      if (sessions.length === 0) return io.out('No active admin sessions.');
      for (const s of sessions) {
        io.out(`${s.id}  ${s.email}  since ${s.createdAt.toISOString()}  until ${s.expiresAt.toISOString()}`);
      }
    });
}
