import type { Page } from 'playwright-core';
import { imeiFor, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { acceptPolicy, carrierSelected, focusedIdOnceSettled, submitImei } from '../fixtures/visitor-steps';
import { importTacsInto } from '../fixtures/server-process';

const BLOCKED = imeiFor('35293110', '424242');

describe('home page check flow when something fails: blocked IMEI, lost code or network, carrier lookup errors', () => {
  let page: Page;

  const suite = browserSuite({
    prepare: async (server) => {
      // Waits until the running server has picked the import up, or a first check could find no TAC.
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
      expect(server.cli('blacklist', 'add', BLOCKED, '--reason', 'Reported stolen').status).toBe(0);
    },
  });
  beforeEach(async () => {
    page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/');
  });
  afterEach(() => page.close());

  const focusedId = () => focusedIdOnceSettled(page);
  const submit = (imei: string) => submitImei(page, imei);

  it('says the carrier lookup failed (and offers to try again) when the server errs, not that the place is unknown', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    let broken = true;
    await page.route('**/api/carriers', async (route) => {
      const asked = (route.request().postDataJSON() as { location?: string }).location;
      if (broken && asked === 'Toronto') await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"Service unavailable"}' });
      else await route.continue();
    });
    await page.getByRole('combobox', { name: 'Location' }).fill('Toronto');
    const note = page.getByTestId('location-note');
    await note.getByText('The carrier lookup for “Toronto” failed; please try again.', { exact: false }).waitFor();
    expect(await note.textContent()).not.toContain('could not find a place');
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await note.getByText('Showing carriers for Canada', { exact: false }).waitFor();
  });

  it('a blocked IMEI opens the naughty-list sheet; closing it clears the IMEI', async () => {
    await submit(BLOCKED);
    await page.getByText('Device on Naughty List').waitFor();
    await page.getByText('Reported lost or stolen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Device on Naughty List').waitFor({ state: 'hidden' });
    await expect(page.getByLabel('IMEI').inputValue()).resolves.toBe('');
    // Focus lands on the cleared IMEI field, ready for another number.
    expect(await focusedId()).toBe('imei');
  });

  it('a blocked IMEI still says the device is flagged when the sheet\'s code cannot download', async () => {
    await page.route('**/assets/blacklist-sheet-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await submit(BLOCKED);
    const alert = page.getByTestId('blocked-alert');
    await alert.getByText('Device on Naughty List').waitFor();
    await alert.getByText('This device has been flagged in our security database and cannot be analyzed.').waitFor();
    await alert.getByText(/^Reason: Reported/).waitFor();
    // The page stays: no router error screen, the form is still there.
    expect(await page.getByText('Unexpected Application Error', { exact: false }).count()).toBe(0);
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect(page.getByLabel('IMEI').inputValue()).resolves.toBe('');
  });

  it('a page whose code cannot download keeps the navigation and offers to reload', async () => {
    await page.route('**/assets/analytics-page-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
    await page.getByText('This part of the page could not be loaded. Check your connection and reload.').waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByText('Hey developer', { exact: false }).count()).toBe(0);
    // A direct visit fails the same way, with the navigation still there.
    await page.goto(suite.server.url + '/analytics');
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Bandwise').waitFor();
  });

  it('offline, a check fails at once with the retry panel instead of waiting for the network', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Check Device' }).click();
    await acceptPolicy(page);
    await page.getByText('Analysis Failed').waitFor({ timeout: 5000 });
    const panel = page.getByTestId('failure-panel');
    await panel.getByText('The check did not finish').waitFor();
    await panel.getByText('We could not reach Bandwise', { exact: false }).first().waitFor();
    await page.context().setOffline(false);
    await page.waitForTimeout(500);
    // The network is back: no policy pop-up opens by surprise.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('offline before the toast code ever loaded, the toast still shows, in a plain region, and the page stays', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.context().setOffline(true);
    const field = page.getByLabel('IMEI');
    await field.fill('3529311012');
    await field.press('Enter');
    const plain = page.getByTestId('plain-toast');
    await plain.getByText('Invalid IMEI').waitFor({ timeout: 5000 });
    await plain.getByText('IMEI must be exactly 15 digits', { exact: false }).waitFor();
    // The form is still there with what was typed.
    expect(await field.inputValue()).toBe('3529311012');
    await plain.getByRole('button', { name: 'Dismiss' }).click();
    expect(await plain.count()).toBe(0);
    await page.context().setOffline(false);
  });

  it('the hourly limit is said in a visitor\'s words with the wait, and offers no retry that would fail', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.route('**/api/check', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '3593' },
        body: JSON.stringify({ success: false, code: 'RATE_LIMITED', error: 'Rate limit exceeded: 6 requests per hour for this client address. Retry after 3593 s (about 60 minutes).' }),
      }),
    );
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await page.getByRole('button', { name: 'Check Device' }).click();
    await acceptPolicy(page);
    const panel = page.getByTestId('failure-panel');
    await panel.getByText('Hourly limit reached').waitFor();
    await panel.getByText('as many requests from your network this hour', { exact: false }).waitFor();
    await panel.getByText('Please try again in 60 minutes.', { exact: false }).waitFor();
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await panel.getByText('client address', { exact: false }).count()).toBe(0);
  });

  it('a failed carrier lookup for a just-typed place holds the check until the lookup succeeds or a carrier is picked', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    let checks = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/check') && checks++));
    await page.route('**/api/carriers', async (route) => {
      const asked = (route.request().postDataJSON() as { location?: string }).location;
      if (asked === 'Toronto') await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"Service unavailable"}' });
      else await route.continue();
    });
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await page.getByRole('combobox', { name: 'Location' }).fill('Toronto');
    await page.getByRole('button', { name: 'Check Device' }).click();
    const note = page.getByTestId('location-note');
    await note.getByText('The carrier lookup for “Toronto” failed; please try again.', { exact: false }).waitFor();
    await page.getByText('Carrier lookup failed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(checks).toBe(0);
    // No carrier is chosen in the meantime, so the one shown before can be picked as well as any other.
    await expect(page.getByLabel('Carrier').inputValue()).resolves.toBe('');
    // Picking a carrier explicitly lets the check run.
    await page.getByLabel('Carrier').selectOption('AT&T');
    const checked = page.waitForRequest('**/api/check');
    await page.getByRole('button', { name: 'Check Device' }).click();
    expect((await checked).postDataJSON().network).toBe('AT&T');
  });

  it('keeps a carrier picked from the preloaded list while the full list was still on its way, and checks it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await suite.browser.newPage();
    try {
      await slow.route('**/api/carriers', async (route) => {
        await held;
        await route.continue();
      });
      await slow.goto(suite.server.url + '/');
      await slow.getByLabel('Carrier').selectOption('Verizon');
      await slow.getByLabel('IMEI').fill(PIXEL_4);
      const checked = slow.waitForRequest('**/api/check');
      await slow.getByRole('button', { name: 'Check Device' }).click();
      release();
      expect((await checked).postDataJSON().network).toBe('Verizon');
      await expect(slow.getByLabel('Carrier').inputValue()).resolves.toBe('Verizon');
    } finally {
      await slow.close();
    }
  });

  it('keeps a carrier picked by hand when a typed location lists it, and checks no other carrier when it does not', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await page.getByLabel('Carrier').selectOption('Verizon');
    await page.getByRole('combobox', { name: 'Location' }).fill('Austin, TX');
    let checked = page.waitForRequest('**/api/check');
    await page.getByRole('button', { name: 'Check Device' }).click();
    expect((await checked).postDataJSON()).toMatchObject({ network: 'Verizon', country: 'United States' });
    await acceptPolicy(page);
    await expect(page.getByLabel('Carrier').inputValue()).resolves.toBe('Verizon');

    let checks = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/check') && checks++));
    await page.getByRole('combobox', { name: 'Location' }).fill('Paris');
    await page.getByRole('button', { name: 'Check Device' }).click();
    await page.getByText('Verizon is not a carrier in France, where your location is.', { exact: false }).waitFor();
    expect(checks).toBe(0);
    // Focus goes where the visitor must act, not back to the top of the page.
    await page.waitForFunction("document.activeElement && document.activeElement.id === 'carrier'");
    await page.getByText('Verizon is not a carrier in France: pick yours.').waitFor();
    // No carrier is chosen in its place: the first of the list can be picked as well as any other.
    await expect(page.getByLabel('Carrier').inputValue()).resolves.toBe('');
    await page.getByLabel('Carrier').selectOption('Orange');
    checked = page.waitForRequest('**/api/check');
    const answered = page.waitForResponse('**/api/check');
    await page.getByRole('button', { name: 'Check Device' }).click();
    expect((await checked).postDataJSON()).toMatchObject({ network: 'Orange', country: 'France' });
    await answered;
    await acceptPolicy(page);
    // Clearing the location brings the home country's carriers back.
    await page.getByRole('combobox', { name: 'Location' }).fill('');
    await page.locator('#carrier option', { hasText: 'Verizon' }).first().waitFor({ state: 'attached' });
    await page.getByText('Orange is not a carrier in United States: pick yours.').waitFor();
  });
});
