import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { importTacsInto } from '../fixtures/server-process';

const ADMIN = 'ops@example.com';
const IPHONE = imeiFor('35657310');

interface OutboxMail {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
}

describe('admin portal and demo analytics (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  let apiKey: string;

  const api = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(suite.server.url + path, {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  };
  /** A value of the page's localStorage. */
  const stored = (key: string) => page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;
  const check = (imei: string, location?: string, network = 'T-Mobile') =>
    api<{ device: { make: string; model: string } }>('POST', '/api/v1/check', { imei, network, ...(location ? { location } : {}) }, { Authorization: `Bearer ${apiKey}` });
  /** The outbox, read the way support staff do: `bandwise messages outbox --json`. */
  const outbox = (): OutboxMail[] => {
    const r = suite.server.cli('messages', 'outbox', '--json', '--channel', 'email', '--limit', '50');
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout) as OutboxMail[];
  };
  const toast = (text: string) => page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text }).waitFor();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const seriousViolations = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  const suite = browserSuite({
    env: { ADMIN_EMAILS: ADMIN, DEV_SIGN_IN_LINKS: '1' },
    prepare: async (server) => {
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
      apiKey = (await api<{ apiKey: string }>('POST', '/api/generate-key', { email: ADMIN, name: 'Ops integration' })).body.apiKey;
      expect((await check(PIXEL_4, 'Austin, TX')).status).toBe(200);
      expect((await check(PIXEL_4, 'Vilnius, Lithuania', 'Telia')).status).toBe(200);
    },
  });
  beforeEach(async () => {
    context = await suite.browser.newContext();
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it('signs in through the e-mailed link, shows live analytics, sends an e-mail and logs out', async () => {
    await page.goto(suite.server.url + '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
    const email = page.getByPlaceholder('Enter your registered email');
    await page.getByText('Only addresses the operator has made admins can sign in; an API key does not make you one.').waitFor();

    // The development link arrives in the browser console (DEV_SIGN_IN_LINKS=1, on loopback).
    const devLinks: string[] = [];
    page.on('console', (m) => {
      const found = /Development sign-in link for \S+: (\S+)/.exec(m.text());
      if (found) devLinks.push(found[1]);
    });

    // A malformed address is refused; a stranger gets the same answer as an admin, and no mail.
    await email.fill('not-an-email');
    await button('Send Magic Link').click();
    await toast('Please enter a valid email address');
    await email.fill('stranger@example.com');
    await button('Send Magic Link').click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    // Focus follows the screen: to its heading, then back to the cleared field.
    await page.waitForFunction("document.activeElement && document.activeElement.textContent === 'Check Your Email'");
    await button('Try Different Email').click();
    await page.waitForFunction("document.activeElement && document.activeElement.type === 'email' && document.activeElement.value === ''");
    expect(outbox()).toHaveLength(0);
    expect(devLinks).toEqual([]);

    await email.fill(ADMIN);
    await button('Send Magic Link').click();
    await toast('Magic link sent!');
    await toast('Check console for development link');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('expires in 15 minutes', { exact: false }).waitFor();
    await page.getByText('check the browser console for the sign-in link', { exact: false }).waitFor();
    expect(await stored('bandwise.emailForSignIn')).toBe(ADMIN);

    const [mail] = outbox();
    expect(mail).toMatchObject({ recipient: ADMIN, subject: 'Your Bandwise admin sign-in link' });
    // The kept copy cannot sign anyone in; the link itself went to the console of this loopback browser.
    expect(mail.link).toMatch(/\/admin\?token=bwl_\[redacted\]$/);
    expect(devLinks).toHaveLength(1);
    // Nor does the server's console carry it.
    expect(suite.server.output()).not.toContain(new URL(devLinks[0]).searchParams.get('token'));
    expect(suite.server.output()).toContain('kept in the outbox');
    await page.goto(devLinks[0]);
    await toast('Login successful!');
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin');
    await page.getByTestId('admin-email').filter({ hasText: ADMIN }).waitFor();
    expect(await stored('bandwise.emailForSignIn')).toBeNull();

    // The dashboard: four cards with their fixed figures, devices, recent searches with Popular.
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    for (const label of ['Total Searches', 'Unique Devices', 'API Calls', 'Success Rate']) await page.getByText(label, { exact: true }).first().waitFor();
    for (const change of ['+12.5%', '+8.2%', '+23.1%', '+2.1%']) await page.getByText(change, { exact: true }).waitFor();
    const recent = page.getByTestId('recent-searches');
    await recent.getByText('Google Pixel 4').first().waitFor();
    await recent.getByText('Popular').first().waitFor();

    // A search made elsewhere shows up without reloading (refetched every 10 seconds).
    const added = await check(IPHONE);
    expect(added.status).toBe(200);
    await recent.getByText(`${added.body.device.make} ${added.body.device.model}`).first().waitFor({ timeout: 15_000 });
    expect(await seriousViolations()).toEqual([]);

    // A reload restores the stored session.
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();

    // Messaging centre: missing fields, then an e-mail that lands in the outbox; the form clears.
    await page.getByRole('tab', { name: 'Push' }).click();
    expect(await button('Setup Notifications First').isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Email' }).click();
    await button('Send Email').click();
    await toast('Please provide email, subject, and body.');
    await page.getByLabel('Email address').fill('customer@example.com');
    await page.getByLabel('Subject').fill('Your device check');
    await page.getByLabel('Message body').fill('Your Pixel 4 works on our network.');
    await button('Send Email').click();
    await toast('Email queued in the outbox'); // no SMTP_URL: the toast does not claim it was sent
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(outbox()[0]).toMatchObject({ recipient: 'customer@example.com', subject: 'Your device check', body: 'Your Pixel 4 works on our network.' });
    await page.getByText('c***@example.com').first().waitFor();

    const token = await stored('bandwise.adminSessionToken');
    expect(token).toMatch(/^bws_/);
    await button('Logout').click();
    await toast('Logged out');
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
    expect(await stored('bandwise.adminSessionToken')).toBeNull();
    expect((await api('GET', '/api/admin/session', undefined, { Authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('shows a push that arrives while the dashboard is open as a toast (service worker)', async () => {
    // Support staff's link (bandwise admin link) signs in as well as the e-mailed one.
    const link = suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0];
    await page.goto(link);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    await page.evaluate(`navigator.serviceWorker.register('/push-sw.js').then(() => navigator.serviceWorker.ready)`);
    // Headless Chromium has no push service: deliver the push to the worker through DevTools.
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify({ body: 'Maintenance tonight at 02:00.' }) });
    await toast('IMEI Device Checker');
    await toast('Maintenance tonight at 02:00.');
  });

  it('items 12 and 7: asks before a link replaces the live session, and ends another session from the dashboard', async () => {
    const cliLink = () => suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0];
    await page.goto(cliLink());
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    const mine = await stored('bandwise.adminSessionToken');

    // Someone else's link, opened in this browser: nothing is replaced without a yes.
    const other = cliLink();
    await page.goto(other);
    await page.getByRole('heading', { name: 'Replace your admin session?' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await button('Keep current session').click();
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    expect(await stored('bandwise.adminSessionToken')).toBe(mine);

    // The declined link was left unused: its owner can still sign in with it, elsewhere.
    const elsewhere = await api<{ sessionToken: string }>('POST', '/api/admin/verify-temp-token', { token: new URL(other).searchParams.get('token') });
    expect(elsewhere.status).toBe(200);

    // That other session shows in Active sessions and ends from here.
    const sessions = page.getByTestId('active-sessions');
    await page.reload();
    await sessions.getByText('(this browser)').waitFor();
    const endButtons = sessions.getByRole('button', { name: /End session of/ });
    const before = await endButtons.count();
    expect(before).toBeGreaterThanOrEqual(1);
    // Newest first: the first button ends the session just opened elsewhere.
    await endButtons.first().click();
    await toast('Session ended');
    for (let i = 0; i < 50 && (await endButtons.count()) !== before - 1; i++) await page.waitForTimeout(100);
    expect(await endButtons.count()).toBe(before - 1);
    expect((await api('GET', '/api/admin/session', undefined, { Authorization: `Bearer ${elsewhere.body.sessionToken}` })).status).toBe(401);

    // Accepting replaces the session.
    await page.goto(cliLink());
    await button('Use this link').click();
    await toast('Login successful!');
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    expect(await stored('bandwise.adminSessionToken')).not.toBe(mine);
    expect((await api('GET', '/api/admin/session', undefined, { Authorization: `Bearer ${mine}` })).status).toBe(401);
  });

  it('tells searches apart by a distinct ID, and shows outbox messages as kept, not sent', async () => {
    // Searches made close together: their time-ordered ids share the first characters.
    for (let i = 0; i < 3; i++) expect((await check(PIXEL_4)).status).toBe(200);
    await page.goto(suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0]);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    const ids = page.getByTestId('recent-searches').getByText(/^ID: /);
    await ids.nth(2).waitFor();
    const shown = (await ids.allTextContents()).map((t) => t.trim());
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shown).size).toBe(shown.length);
    // The full id is one hover away.
    expect(await ids.first().getAttribute('title')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // No SMTP_URL: the e-mail is kept in the outbox, and the log says so instead of "sent".
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email address').fill('quinn@example.com');
    await page.getByLabel('Subject').fill('Kept, not sent');
    await page.getByLabel('Message body').fill('Nobody has received this yet.');
    await button('Send Email').click();
    await toast('Email queued in the outbox');
    const row = page.locator('li').filter({ hasText: 'q***@example.com' });
    await row.waitFor();
    await row.getByText('in outbox', { exact: true }).waitFor({ timeout: 5000 });
    expect(await row.getByText('sent', { exact: true }).count()).toBe(0);
  });

  it("shows the server's reason when it refuses an SMS", async () => {
    await page.goto(suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0]);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    const reason = 'phoneNumber must be a phone number in international format, e.g. +14155550123';
    await page.route('**/api/messaging/sms', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, error: reason, code: 'INPUT_INVALID' }) }),
    );
    await page.getByRole('tab', { name: 'SMS' }).click();
    await page.getByLabel('Phone number').fill('12');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await button('Send SMS').click();
    await toast('SMS failed');
    await toast(`Failed to send SMS notification. ${reason}`);
  });

  it('refuses a used link with a clear toast', async () => {
    const link = (await api<{ devNote: string }>('POST', '/api/admin/send-temp-link', { email: ADMIN })).body.devNote;
    expect((await api('POST', '/api/admin/verify-temp-token', { token: new URL(link).searchParams.get('token') })).status).toBe(200);
    await page.goto(link);
    await toast('Login failed');
    await page.getByRole('heading', { name: 'Admin Dashboard Access' }).waitFor();
  });

  it('grants demo access on /analytics, keeps it, and shows the panels', async () => {
    await page.goto(suite.server.url + '/analytics');
    await page.getByRole('heading', { name: 'Analytics Demo Access' }).waitFor();
    await page.getByText('Anonymized city/state location insights').waitFor();
    await button('Request Demo Access').click();
    await toast('Demo Access Granted!');
    await page.getByRole('heading', { name: 'System Analytics' }).waitFor();
    await page.getByText('Demo Access', { exact: true }).waitFor();

    const demo = (await api<{ compatibilityStats: Record<'compatible' | 'incompatible' | 'unknown', number> }>('GET', '/api/analytics/demo')).body;
    const { compatible, incompatible, unknown } = demo.compatibilityStats;
    const rate = Math.round((compatible / (compatible + incompatible + unknown)) * 100);
    await page.getByText(`${rate}%`, { exact: true }).waitFor();
    for (const title of ['Popular Device Types', 'Top Locations', 'API Usage by Key', 'Most Searched Devices', 'Recent Activity']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByText('Austin, Texas, United States').first().waitFor();
    // Keys by rank, never by the names their creators typed (item 18).
    await page.getByText('API key #1').first().waitFor();
    expect(await page.content()).not.toContain('Ops integration');
    await page.getByText('location is anonymized to city and state/province only', { exact: false }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.content()).not.toContain(PIXEL_4);
    expect(await seriousViolations()).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'System Analytics' }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousViolations()).toEqual([]);
  });
});
