import { counterRandom, fakeHasher, FakeApiKeyStore, MovableClock } from '../testing/admin-fakes';
import { IssueApiKey } from './issue-api-key';

const DAY = 86_400_000;

function setup() {
  const clock = new MovableClock(Date.parse('2026-11-23T10:00:00Z'));
  const keys = new FakeApiKeyStore();
  const issue = new IssueApiKey({ keys, hasher: fakeHasher, random: counterRandom(), clock, policy: { ttlDays: 10, perEmail: 2, perClient: 3 } });
  return { clock, keys, issue };
}

describe('issuing API keys: expiry and live-key caps', () => {
  it('gives every key an expiry, also keys made by operators (no client)', async () => {
    const { issue } = setup();
    const r = await issue.execute({ email: 'ops@example.com', name: 'ops' });
    expect(r.ok && Date.parse(r.value.expiresAt) - Date.parse(r.value.createdAt)).toBe(10 * DAY);
  });

  it.each([
    ['the same address three times from one client', ['a@example.com', 'a@example.com', 'a@example.com'], ['c1', 'c1', 'c1'], 'already holds 2 live API keys made from your network'],
    ['four addresses from one client', ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'], ['c1', 'c1', 'c1', 'c1'], 'Your network already created 3'],
  ])('refuses the last of %s', async (_label, emails, clients, message) => {
    const { issue } = setup();
    const results = [];
    for (let i = 0; i < emails.length; i++) results.push(await issue.execute({ email: emails[i], name: 'k', client: clients[i] }));
    expect(results.slice(0, -1).every((r) => r.ok)).toBe(true);
    const last = results[results.length - 1];
    expect(last).toMatchObject({ ok: false, error: { code: 'KEY_LIMIT_REACHED' } });
    if (!last.ok) expect(last.error.message).toContain(message);
  });

  it('counts only live keys: an expired one frees its place', async () => {
    const { issue, clock } = setup();
    await issue.execute({ email: 'a@example.com', name: 'k', client: 'c1' });
    await issue.execute({ email: 'a@example.com', name: 'k', client: 'c1' });
    expect((await issue.execute({ email: 'a@example.com', name: 'k', client: 'c1' })).ok).toBe(false);
    clock.advance(10 * DAY);
    expect((await issue.execute({ email: 'a@example.com', name: 'k', client: 'c1' })).ok).toBe(true);
  });

  it('lets the owner of an address have keys however many a stranger made for it elsewhere', async () => {
    const { issue } = setup();
    for (let i = 0; i < 3; i++) await issue.execute({ email: 'dev@example.com', name: 'squat', client: 'stranger' });
    expect((await issue.execute({ email: 'dev@example.com', name: 'mine', client: 'owner' })).ok).toBe(true);
  });

  it('caps the web app\'s per-browser keys per client only', async () => {
    const { issue } = setup();
    for (const client of ['c1', 'c2', 'c3']) expect((await issue.execute({ email: 'browser@bandwise.invalid', name: 'Web browser', client })).ok).toBe(true);
  });

  it('names a wrong tier on its own, and keeps the spec\'s sentence for a missing e-mail or name', async () => {
    const { issue } = setup();
    const tier = await issue.execute({ email: 'a@example.com', name: 'k', tier: 'constructor' as never });
    expect(!tier.ok && tier.error.message).toBe('The API key cannot be created: tier must be free, pro or enterprise.');
    const missing = await issue.execute({ email: 'a@example.com', name: ' ' });
    expect(!missing.ok && missing.error.message).toBe('Please provide both email and name for your API key: name is required.');
  });
});
