import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../../adapters/core.module';
import { StartAdminSession } from '../../core';
import { cliHarness } from '../fixtures/cli-harness';
import { PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';

describe('bandwise admin, messages and stats (in-process)', () => {
  const cli = cliHarness({ publicUrl: 'https://bandwise.example' });

  beforeAll(async () => {
    expect((await cli.run('admin', 'grant', 'OPS@example.com')).out).toContain('ops@example.com is now an admin.');
  });

  it('item 1: an API key holder is no admin until the operator grants it; grant, list and revoke', async () => {
    expect((await cli.run('keys', 'create', '--email', 'keyholder@example.com', '--name', 'Key holder')).code).toBe(0);
    expect((await cli.run('admin', 'link', 'keyholder@example.com')).code).toBe(3);
    expect((await cli.run('admin', 'grant', 'browser@bandwise.invalid')).code).toBe(2);
    expect((await cli.run('admin', 'grant', 'keyholder@example.com')).code).toBe(0);
    expect((await cli.run('admin', 'grant', 'keyholder@example.com')).out).toContain('was already an admin');
    // The domain's root dot names the same mailbox: one admin, revoked as one.
    expect((await cli.run('admin', 'grant', 'KeyHolder@Example.com.')).out).toContain('keyholder@example.com was already an admin');
    const listed = JSON.parse((await cli.run('admin', 'list', '--json')).out) as Array<{ email: string; source: string }>;
    expect(listed.map((a) => [a.email, a.source])).toEqual([['keyholder@example.com', 'database'], ['ops@example.com', 'database']]);
    expect((await cli.run('admin', 'link', 'keyholder@example.com')).code).toBe(0);
    expect((await cli.run('admin', 'revoke', 'keyholder@example.com')).out).toContain('keyholder@example.com is no longer an admin; 0 session(s) ended.');
    expect((await cli.run('admin', 'link', 'keyholder@example.com')).code).toBe(3);
    // Revoking again finds nothing to take away: "not found", as for an unknown key.
    const again = await cli.run('admin', 'revoke', 'keyholder@example.com');
    expect(again).toMatchObject({ code: 3, err: expect.stringContaining('keyholder@example.com is not an admin and has no admin session: nothing was revoked.') });
  });

  it('prints a single-use sign-in link for an admin only', async () => {
    const link = await cli.run('admin', 'link', 'OPS@example.com');
    expect(link.code).toBe(0);
    expect(link.out).toMatch(/^https:\/\/bandwise\.example\/admin\?token=bwl_[\w-]{43}\n/);
    expect(link.out).toContain('expires');
    const stranger = await cli.run('admin', 'link', 'stranger@example.com');
    expect(stranger.code).toBe(3);
    expect(stranger.err).toContain('is not an admin');
    expect((await cli.run('admin', 'link', 'nope')).code).toBe(2);
  });

  it('lists active admin sessions', async () => {
    expect((await cli.run('admin', 'sessions')).out).toContain('No active admin sessions.');
    const json = JSON.parse((await cli.run('admin', 'link', 'ops@example.com', '--json')).out);
    const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir: cli.dataDir }), { logger: false });
    try {
      const session = await ctx.get(StartAdminSession).execute({ token: new URL(json.url).searchParams.get('token')! });
      expect(session.ok).toBe(true);
    } finally {
      await ctx.close();
    }
    const listed = await cli.run('admin', 'sessions');
    expect(listed.out).toMatch(/ops@example\.com\s+since \S+\s+until \S+/);
  });

  it('item 7: ends a session by its listed id', async () => {
    const [session] = JSON.parse((await cli.run('admin', 'sessions', '--json')).out) as Array<{ id: string }>;
    expect((await cli.run('admin', 'sessions', '--end', session.id)).out).toContain(`Session ${session.id} ended.`);
    expect((await cli.run('admin', 'sessions')).out).toContain('No active admin sessions.');
    expect((await cli.run('admin', 'sessions', '--end', session.id)).code).toBe(3);
  });

  it('sends e-mail and SMS to the outbox without transports, logs them masked, and refuses bad input', async () => {
    const mail = await cli.run('messages', 'send', '--channel', 'email', '--to', 'customer@example.com', '--subject', 'Hello', '--body', 'Your SIM shipped.');
    expect(mail.code).toBe(0);
    expect(mail.out).toContain('Sent to c***@example.com via outbox');
    const sms = await cli.run('messages', 'send', '--channel', 'sms', '--to', '+14155550123', '--body', 'Hi');
    expect(sms.out).toContain('Sent to +1******0123 via outbox');
    expect((await cli.run('messages', 'send', '--channel', 'sms', '--to', '12', '--body', 'Hi')).code).toBe(2);
    expect((await cli.run('messages', 'send', '--channel', 'fax', '--to', 'x', '--body', 'Hi')).code).toBe(2);
    const noSubject = await cli.run('messages', 'send', '--channel', 'email', '--to', 'x@example.com', '--body', 'y', '--json');
    expect(noSubject.code).toBe(2);
    expect(JSON.parse(noSubject.out)).toMatchObject({ success: false, code: 'INPUT_INVALID', error: 'messages send --channel email needs --subject.' });

    const outbox = JSON.parse((await cli.run('messages', 'outbox', '--json')).out);
    expect(outbox.map((m: { recipient: string }) => m.recipient)).toEqual(['+14155550123', 'customer@example.com']);
    const log = await cli.run('messages', 'log');
    expect(log.out).toMatch(/sms\s+sent\s+\+1\*{6}0123\s+outbox\s+attempts 1/);
    expect(log.out).not.toContain('customer@example.com');
  });

  it('prints statistics over all searches', async () => {
    expect((await cli.run('stats')).out).toContain('No device data available yet');
    expect((await cli.run('tac', 'import', OSMOCOM_CSV)).code).toBe(0);
    expect((await cli.run('check', PIXEL_4)).code).toBe(0);
    const stats = await cli.run('stats');
    expect(stats.out).toMatch(/Total searches\s+1/);
    expect(stats.out).toMatch(/Success rate\s+100%/);
    expect(JSON.parse((await cli.run('stats', '--json')).out)).toMatchObject({ totalSearches: 1, popularDevices: [{ name: 'Google Pixel 4', searches: 1 }] });
  });
});
