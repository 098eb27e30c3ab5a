import { counterRandom, fakeHasher, FakeAdminGrants, FakeAdminSessions, FakeMagicLinks, MovableClock } from '../testing/admin-fakes';
import { AdminRoster } from './admin-roster';
import { AdminSessions } from './admin-sessions';
import { IssueSignInLink } from './issue-sign-in-link';
import { ManageAdmins } from './manage-admins';
import { StartAdminSession } from './start-admin-session';

const MINUTE = 60_000;

function setup() {
  const clock = new MovableClock(Date.parse('2026-11-21T10:00:00Z'));
  const random = counterRandom();
  const links = new FakeMagicLinks();
  const sessions = new FakeAdminSessions();
  const grants = new FakeAdminGrants();
  const roster = new AdminRoster({ grants, configured: ['ops@example.com'] });
  const admins = new ManageAdmins({ grants, roster, sessions, clock });
  const issue = new IssueSignInLink({ roster, links, hasher: fakeHasher, random, clock, publicUrl: 'https://bandwise.example/' });
  const start = new StartAdminSession({ links, sessions, roster, hasher: fakeHasher, random, clock, sessionHours: 24 });
  const lifecycle = new AdminSessions({ sessions, links, roster, hasher: fakeHasher, clock });
  const tokenOf = async (email = 'ops@example.com') => {
    const r = await issue.execute({ email });
    if (!r.ok) throw new Error(r.error.message);
    return new URL(r.value.url).searchParams.get('token')!;
  };
  return { clock, links, issue, start, lifecycle, tokenOf, admins, sessions };
}

describe('admin sign-in: links and sessions', () => {
  it('issues a link on the public URL for an admin only, keeping only its hash', async () => {
    const { issue, links } = setup();
    const r = await issue.execute({ email: ' OPS@example.com ' });
    expect(r.ok && r.value.url).toMatch(/^https:\/\/bandwise\.example\/admin\?token=bwl_tok\d+$/);
    expect(links.links[0].tokenHash).toMatch(/^hash\(bwl_/);
    expect(links.links[0].expiresAt.getTime() - links.links[0].createdAt.getTime()).toBe(15 * MINUTE);
    expect(await issue.execute({ email: 'stranger@example.com' })).toMatchObject({ ok: false, error: { code: 'EMAIL_NOT_REGISTERED' } });
    expect(await issue.execute({ email: 'nope' })).toMatchObject({ ok: false, error: { code: 'INPUT_INVALID', message: 'Please enter a valid email address' } });
  });

  it('turns a link into a session once', async () => {
    const { start, tokenOf, lifecycle } = setup();
    const token = await tokenOf();
    const first = await start.execute({ token });
    expect(first).toMatchObject({ ok: true, value: { email: 'ops@example.com', sessionToken: expect.stringMatching(/^bws_/) } });
    expect(await start.execute({ token })).toMatchObject({ ok: false, error: { code: 'SIGN_IN_INVALID' } });
    if (first.ok) expect(await lifecycle.authenticate(first.value.sessionToken)).toMatchObject({ email: 'ops@example.com' });
  });

  it.each([
    ['just before 15 minutes', 15 * MINUTE - 1, true],
    ['at 15 minutes', 15 * MINUTE, false],
    ['an hour later', 60 * MINUTE, false],
  ])('accepts or refuses a link %s', async (_label, wait, accepted) => {
    const { start, tokenOf, clock } = setup();
    const token = await tokenOf();
    clock.advance(wait);
    expect((await start.execute({ token })).ok).toBe(accepted);
  });

  it.each([
    [{ email: 'ops@example.com' }, 'an e-mail address alone is not enough'],
    [{ token: '' }, 'an e-mail address alone is not enough'],
    [{ token: 'bws_not-a-link' }, 'invalid'],
    [{ token: 'bwl_unknown' }, 'invalid'],
  ])('refuses %j', async (input, message) => {
    const { start } = setup();
    const r = await start.execute(input);
    expect(r).toMatchObject({ ok: false, error: { code: 'SIGN_IN_INVALID' } });
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  it('uses a link only for the address it was sent to', async () => {
    const { start, tokenOf } = setup();
    const token = await tokenOf();
    expect((await start.execute({ token, email: 'other@example.com' })).ok).toBe(false);
    expect((await start.execute({ token, email: 'OPS@example.com' })).ok).toBe(true);
  });

  it('ends a session on logout and lets it expire after its hours', async () => {
    const { start, tokenOf, lifecycle, clock } = setup();
    const a = await start.execute({ token: await tokenOf() });
    const b = await start.execute({ token: await tokenOf() });
    if (!a.ok || !b.ok) throw new Error('sign-in failed');
    expect(await lifecycle.end(a.value.sessionToken)).toBe(true);
    expect(await lifecycle.authenticate(a.value.sessionToken)).toBeNull();
    expect(await lifecycle.end(a.value.sessionToken)).toBe(false);
    expect(await lifecycle.authenticate(b.value.sessionToken)).not.toBeNull();
    clock.advance(24 * 60 * MINUTE);
    expect(await lifecycle.authenticate(b.value.sessionToken)).toBeNull();
    expect(await lifecycle.authenticate('bw_live_an-api-key')).toBeNull();
  });

  it('grants through the operator list only, and revoking ends the sessions at once', async () => {
    const { admins, issue, start, tokenOf, lifecycle } = setup();
    expect(await issue.execute({ email: 'new@example.com' })).toMatchObject({ ok: false, error: { code: 'EMAIL_NOT_REGISTERED' } });
    expect(await admins.grant('New@Example.com')).toMatchObject({ ok: true, value: { email: 'new@example.com', added: true } });
    const early = await tokenOf('new@example.com');
    const session = await start.execute({ token: await tokenOf('new@example.com') });
    if (!session.ok) throw new Error('sign-in failed');
    expect(await lifecycle.authenticate(session.value.sessionToken)).toMatchObject({ email: 'new@example.com' });
    expect(await admins.revoke('new@example.com')).toMatchObject({ ok: true, value: { removed: true, sessionsEnded: 1 } });
    expect(await lifecycle.authenticate(session.value.sessionToken)).toBeNull();
    // A link mailed before the revocation buys nothing afterwards.
    expect(await start.execute({ token: early })).toMatchObject({ ok: false, error: { code: 'SIGN_IN_INVALID' } });
    expect(await admins.revoke('ops@example.com')).toMatchObject({ ok: false, error: { message: expect.stringContaining('ADMIN_EMAILS') } });
    for (const reserved of ['browser@bandwise.invalid', 'x@sub.bandwise.invalid', 'ops@BANDWISE.invalid.']) {
      expect(await admins.grant(reserved)).toMatchObject({ ok: false, error: { code: 'INPUT_INVALID' } });
    }
  });

  it('asks before a link replaces the session the caller already holds, and leaves the link unused', async () => {
    const { start, tokenOf, lifecycle, sessions } = setup();
    const first = await start.execute({ token: await tokenOf() });
    if (!first.ok) throw new Error('sign-in failed');
    const current = (await lifecycle.authenticate(first.value.sessionToken))!;
    const token = await tokenOf();
    expect(await start.execute({ token, activeSessionId: current.sessionId })).toMatchObject({ ok: false, error: { code: 'SESSION_ACTIVE' } });
    const replaced = await start.execute({ token, activeSessionId: current.sessionId, replaceSession: true });
    expect(replaced.ok).toBe(true);
    expect(await lifecycle.authenticate(first.value.sessionToken)).toBeNull();
    expect(sessions.sessions.filter((s) => !s.revokedAt)).toHaveLength(1);
  });

  it('refuses a forged or used link as invalid even to a caller holding a session, without asking to replace it', async () => {
    const { start, tokenOf, lifecycle } = setup();
    const used = await tokenOf();
    const first = await start.execute({ token: used });
    if (!first.ok) throw new Error('sign-in failed');
    const current = (await lifecycle.authenticate(first.value.sessionToken))!;
    for (const token of ['bwl_totallyfake', used]) {
      expect(await start.execute({ token, activeSessionId: current.sessionId })).toMatchObject({ ok: false, error: { code: 'SIGN_IN_INVALID' } });
    }
    expect(await lifecycle.authenticate(first.value.sessionToken)).not.toBeNull();
  });
});
