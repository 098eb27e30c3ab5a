import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { imeiFor } from '../fixtures/imeis';
import { acceptPolicy, carrierSelected } from '../fixtures/visitor-steps';

/** The operator's network as configured (NETWORK_NAME), not the product's default. */
const NETWORK = 'DOTM Mobile';
const VILNIUS = { latitude: 54.6872, longitude: 25.2797 };
/** A US Galaxy S24 (SM-S921U): it works on Tele2 Lithuania as on T-Mobile. */
const GALAXY_S24_US = imeiFor('35397785', '123456');

describe('a configured network name, and a check outside its country (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  const suite = browserSuite({ env: { NETWORK_NAME: NETWORK, SHIPPED_TACS: 'on' } });

  afterEach(() => context?.close());

  it('names the configured network in the footer, and no network in the page description', async () => {
    context = await suite.browser.newContext();
    page = await context.newPage();
    await page.goto(suite.server.url + '/');
    const footer = page.locator('footer');
    await footer.getByText(`Device compatibility checks for ${NETWORK}:`, { exact: false }).waitFor();
    expect(await footer.textContent()).not.toContain('Bandwise Mobile');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/\S/);
    expect(description).not.toContain('Bandwise Mobile');
  });

  it('in Vilnius: offers no carrier choice the list lacks, says where the network serves, and names the place in the coverage link', async () => {
    context = await suite.browser.newContext({ geolocation: VILNIUS, permissions: ['geolocation'], reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await carrierSelected(page, NETWORK);
    await page.getByLabel('Use current location').check();
    await page.getByText('Using Vilnius, Lithuania (54.6872, 25.2797)').waitFor();
    await carrierSelected(page, 'Tele2 Lithuania');
    expect(await page.locator('#carrier option').allTextContents()).not.toContain(NETWORK);
    await page.getByLabel('IMEI').fill(GALAXY_S24_US);
    await page.getByLabel('IMEI').press('Enter');
    await acceptPolicy(page);
    const result = page.getByTestId('result-panel');
    await result.getByTestId('verdict-headline').waitFor();

    const step = result.getByText(`${NETWORK} serves the United States`, { exact: false });
    await step.waitFor();
    expect(await step.textContent()).toContain('leave the location empty or enter a place in the United States, then check again');
    expect(await result.getByText(`Choose ${NETWORK} as the carrier`, { exact: false }).count()).toBe(0);

    const coverage = result.getByRole('link', { name: 'View coverage near Vilnius, Lithuania' });
    const href = new URL((await coverage.getAttribute('href'))!, suite.server.url);
    expect(href.pathname).toBe('/coverage-maps');
    expect(Object.fromEntries(href.searchParams)).toEqual({ lat: '54.6872', lng: '25.2797', address: 'Vilnius, Lithuania' });
    await coverage.click();
    await page.getByRole('heading', { name: 'Provider Coverage Maps' }).waitFor();
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('Vilnius, Lithuania');
  });

  it('in the own country on another carrier: offers choosing the network, which the list has', async () => {
    context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await carrierSelected(page, NETWORK);
    await page.getByLabel('Carrier').selectOption('T-Mobile');
    await page.getByLabel('IMEI').fill(GALAXY_S24_US);
    await page.getByLabel('IMEI').press('Enter');
    await acceptPolicy(page);
    await page.getByTestId('result-panel').getByText(`Checked on T-Mobile. Choose ${NETWORK} as the carrier and check again to see whether you can join it.`).waitFor();
  });
});
