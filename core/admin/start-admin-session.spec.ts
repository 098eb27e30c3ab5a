import { counterRandom, fakeHasher, FakeAdminSessions, FakeApiKeyStore, FakeMagicLinks, MovableClock } from '../testing/admin-fakes';
import { AdminSessions } from './admin-sessions';
import { IssueSignInLink } from './issue-sign-in-link';
import { StartAdminSession } from './start-admin-session';

const MINUTE = 60_000;

function setup() {
  const clock = new MovableClock(Date.parse('2026-11-21T10:00:00Z'));
  const random = counterRandom();
  const links = new FakeMagicLinks();
  const sessions = new FakeAdminSessions();
  const keys = new FakeApiKeyStore([
    { id: 'k1', keyHash: 'h', displayPrefix: 'bw_live_abcdef', email: 'ops@example.com', name: 'ops', tier: 'free', createdAt: clock.now(), revokedAt: null },
  ]);
  const issue = new IssueSignInLink({ keys, links, hasher: fakeHasher, random, clock, publicUrl: 'https://bandwise.example/' });
  const start = new StartAdminSession({ links, sessions, hasher: fakeHasher, random, clock, sessionHours: 24 });
  const lifecycle = new AdminSessions({ sessions, links, hasher: fakeHasher, clock });
  const tokenOf = async (email = 'ops@example.com') => {
    const r = await issue.execute({ email });
    if (!r.ok) throw new Error(r.error.message);
    return new URL(r.value.url).searchParams.get('token')!;
  };
  return { clock, links, issue, start, lifecycle, tokenOf };
}

describe('admin sign-in: links and sessions', () => {
  it('issues a link on the public URL for a registered address only, keeping only its hash', async () => {
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
});
