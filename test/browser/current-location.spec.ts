import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';

const VILNIUS = { latitude: 54.6872, longitude: 25.2797 };

describe("'Use current location' (Chromium against the real server)", () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite();
  afterEach(() => context?.close());

  const open = async (options: Parameters<Browser['newContext']>[0]) => {
    context = await suite.browser.newContext(options);
    page = await context.newPage();
    const offsite: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(suite.server.url)) offsite.push(r.url());
    });
    await page.goto(suite.server.url + '/');
    return offsite;
  };

  it("names the place from the browser's position offline and loads that country's carriers", async () => {
    const offsite = await open({ geolocation: VILNIUS, permissions: ['geolocation'] });
    await page.getByLabel('Use current location').check();
    await page.getByText('Using Vilnius, Lithuania (54.6872, 25.2797)').waitFor();
    const carrier = page.getByLabel('Carrier');
    await page.locator('#carrier option', { hasText: 'Telia' }).first().waitFor({ state: 'attached' });
    await expect(carrier.textContent()).resolves.not.toContain('AT&T');
    await page.getByText(/^Lithuania/).first().waitFor();
    expect(offsite).toEqual([]);
  });

  it("a check pressed while the position's carriers are still loading waits for them, and runs on that country's carrier", async () => {
    await open({ geolocation: VILNIUS, permissions: ['geolocation'] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/carriers', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('IMEI').fill('352931103746525');
    await page.getByLabel('Use current location').check();
    const checked = page.waitForRequest('**/api/check');
    await page.getByRole('button', { name: 'Check Device' }).click();
    await page.waitForTimeout(500);
    release();
    expect((await checked).postDataJSON()).toMatchObject({ country: 'Lithuania' });
  });

  it("unticking the box goes back to the default country's carriers", async () => {
    await open({ geolocation: VILNIUS, permissions: ['geolocation'] });
    await page.getByLabel('Use current location').check();
    await page.locator('#carrier option', { hasText: 'Telia' }).first().waitFor({ state: 'attached' });
    await page.getByLabel('Use current location').uncheck();
    await page.locator('#carrier option', { hasText: 'AT&T' }).first().waitFor({ state: 'attached' });
    await expect(page.getByLabel('Carrier').textContent()).resolves.not.toContain('Telia');
  });

  it('alerts with the specification text when the browser refuses the position, and unticks the box', async () => {
    await open({ permissions: [] });
    const alert = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.message()))));
    // The refusal unticks the box at once, so this is a click, not a check().
    await page.getByLabel('Use current location').click();
    await expect(alert).resolves.toBe('Unable to get your current location. Please enter coordinates manually.');
    await expect(page.getByLabel('Use current location').isChecked()).resolves.toBe(false);
  });

  it('keeps the typed location when the browser refuses the position, and says so with the coverage page\'s words', async () => {
    await open({ permissions: [] });
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Paris');
    page.once('dialog', (d) => void d.dismiss());
    await page.getByLabel('Use current location').click();
    await page.getByTestId('location-note').getByText('Your location is not available; type a place instead.').waitFor();
    await expect(location.inputValue()).resolves.toBe('Paris');
    await expect(page.getByLabel('Use current location').isChecked()).resolves.toBe(false);
  });
});
