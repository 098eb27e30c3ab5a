import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';

const ADMIN = 'ops@example.com';
/** An admin granted in the database, so support staff can revoke the address. */
const GRANTED = 'night-shift@example.com';
const ENDED = 'Your admin session has ended: it was signed out elsewhere, revoked or expired. Please sign in again.';

describe('an admin session ended elsewhere (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  const suite = browserSuite({ env: { ADMIN_EMAILS: ADMIN } });

  const stored = (key: string) => page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;
  const signIn = async (email: string) => {
    await page.goto(suite.server.cli('admin', 'link', email).stdout.split('\n')[0]);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
  };
  /** The login screen, saying why it is back, with the stored session forgotten. */
  const expectSignedOutWithNote = async () => {
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
    await page.getByRole('alert').filter({ hasText: ENDED }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).count()).toBe(0);
    expect(await stored('bandwise.adminSessionToken')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin');
  };

  beforeEach(async () => {
    context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it('ended with `admin sessions --end`: the open dashboard turns into the login screen on its next refresh', async () => {
    await signIn(ADMIN);
    await page.getByTestId('recent-searches').or(page.getByText('No recent searches available')).waitFor();
    const sessions = JSON.parse(suite.server.cli('admin', 'sessions', '--json').stdout) as Array<{ id: string; email: string }>;
    const mine = sessions.filter((s) => s.email === ADMIN);
    expect(mine).toHaveLength(1);
    expect(suite.server.cli('admin', 'sessions', '--end', mine[0].id).status).toBe(0);
    // Recent searches refresh every 10 seconds: no reload, no click.
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor({ timeout: 15_000 });
    await expectSignedOutWithNote();
    expect(await page.getByText('Unable to load', { exact: false }).count()).toBe(0);
    // Focus waits in the e-mail field, ready to sign in again.
    expect(await page.evaluate("document.activeElement && document.activeElement.getAttribute('placeholder')")).toBe('Enter your registered email');
  });

  it('revoked with `admin revoke`: sending an e-mail shows the login screen, not a toast pointing at /admin', async () => {
    expect(suite.server.cli('admin', 'grant', GRANTED).status).toBe(0);
    await signIn(GRANTED);
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email address').fill('customer@example.com');
    await page.getByLabel('Subject').fill('Your device check');
    await page.getByLabel('Message body').fill('Your phone works on our network.');
    expect(suite.server.cli('admin', 'revoke', GRANTED).status).toBe(0);
    await page.getByRole('button', { name: 'Send Email', exact: true }).click();
    await expectSignedOutWithNote();
    expect(await page.getByText('sign in again at /admin', { exact: false }).count()).toBe(0);
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Email failed' }).count()).toBe(0);
    // A reload keeps the login screen: nothing of the ended session is left to restore.
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
  });
});
