import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { importTacsInto } from '../fixtures/server-process';
import { waitUntil } from '../fixtures/visitor-steps';

const FLEET = ['imei,carrier', `${PIXEL_4},`, `${PIXEL_4},Verizon`, `${NOKIA_3110},`, `${UNKNOWN_TAC},`, '12345,'].join('\n');

describe('bulk check page (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite({
    env: { BULK_POLL_MS: '200', RATE_LIMIT_KEYS_PER_HOUR: '100' },
    prepare: async (server) => {
      // Waits until the running server has picked the import up, or a first check could find no TAC.
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    },
  });
  beforeEach(async () => {
    context = await suite.browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await page.getByRole('link', { name: 'Bulk check' }).first().click();
    await page.getByRole('heading', { name: 'Bulk check', level: 1 }).waitFor();
  });
  afterEach(() => context.close());

  /** The visitor asks for this browser's key, as the page offers when there is none. */
  const createKey = async () => {
    await page.getByRole('button', { name: "Create this browser's API key" }).click();
    await page.getByTestId('browser-key-offer').waitFor({ state: 'detached' });
    // The offer and its button are gone: focus goes on to the file to check.
    await waitUntil(page, `!!document.activeElement && document.activeElement.id === 'fleet-file'`);
  };
  const choose = (name: string, text: string) => page.getByLabel(/Drop your fleet list here|\.csv$/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  it('checks a dropped fleet file, shows progress, the summary chart and downloads the report', async () => {
    // Opened from the navigation: focus starts on the new page's heading.
    await waitUntil(page, `!!document.activeElement && document.activeElement.tagName === 'H1' && document.activeElement.textContent.trim() === 'Bulk check'`);
    await createKey();
    await choose('fleet.csv', FLEET);
    // Rows without a carrier default to the operator's own network, as the home form does.
    await expect(page.getByLabel('Carrier', { exact: true }).inputValue()).resolves.toBe('Bandwise Mobile');
    await page.getByLabel('Carrier', { exact: true }).fill('T-Mobile');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar', { name: 'Rows checked' }).getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('5 of 5 rows checked (100%)').waitFor();
    await page.getByText(/% of the fleet is ready as is/).waitFor();
    await page.getByText('Counted over all 5 rows: 1 could not be checked as written (see the error column of the report).').waitFor();
    await page.locator('figure[aria-label="Verdict shares"] svg').first().waitFor();
    // Both charts have a visible title, and the ring chart a legend with each verdict's row count.
    await page.getByText('Verdict shares', { exact: true }).waitFor();
    await page.getByText('Top models to replace', { exact: true }).waitFor();
    const legend = (await page.getByTestId('verdict-legend').getByRole('listitem').allTextContents()).map((t) => t.split(': '));
    expect(legend.map(([label]) => label)).toEqual(['Works', 'Works with limits', 'Needs carrier approval', 'Does not work', 'Unknown', 'Invalid rows']);
    expect(legend.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(5);
    expect(legend[5][1]).toBe('1');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report (CSV)' }).click()]);
    const report = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(report[0]).toMatch(/^line,imei,make,model/);
    expect(report).toHaveLength(6);
    expect(report[2]).toContain('Verizon');
    expect(report[5]).toContain('Line 6: IMEI must be');
    expect(report.join('\n')).not.toContain(PIXEL_4);

    // The download toast fades in: let it and the chart settle, so axe reads the colours a person sees.
    await page.getByText('Report downloaded').waitFor();
    await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished)).then(() => true)');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // The job is in the address: a reload comes back to it and its report.
    expect(new URL(page.url()).searchParams.get('job')).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await page.getByText('5 of 5 rows checked (100%)').waitFor();
    await page.getByRole('button', { name: 'Download report (CSV)' }).waitFor();
  });

  it('takes the carrier\'s country where carrier names repeat, and marks the fields when the carrier is refused', async () => {
    await createKey();
    await choose('fleet.csv', `imei\n${PIXEL_4}`);
    await page.getByLabel('Carrier', { exact: true }).fill('Vodafone');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByRole('alert').filter({ hasText: 'More than one country has a carrier named "Vodafone"' }).waitFor();
    expect(await page.getByLabel('Carrier', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Country (optional)').fill('Germany');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByText('1 of 1 rows checked (100%)').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Carrier', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a file that is not CSV or text before uploading it', async () => {
    await createKey();
    await page.getByLabel(/Drop your fleet list here/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await page.getByRole('alert').filter({ hasText: 'photo.png is not a CSV or text file' }).waitFor();
    expect(await page.getByRole('button', { name: 'Check the fleet' }).isDisabled()).toBe(true);
  });

  it('says what is wrong with a file that has no IMEI column', async () => {
    await createKey();
    await choose('people.csv', 'name,phone\nAnn,555');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Line 1: no IMEI column in the header (name, phone)' }).waitFor();
  });

  it('creates no API key until the visitor asks for one: the page says a bulk check needs a key and offers it', async () => {
    const minted: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/generate-key' && minted.push(r.method())));
    expect(await page.title()).toBe('Bulk check · Bandwise');
    const offer = page.getByTestId('browser-key-offer');
    await offer.getByText('A bulk check runs under an API key, and this browser has none yet.', { exact: false }).waitFor();
    await choose('fleet.csv', FLEET);
    const run = page.getByRole('button', { name: 'Check the fleet' });
    expect(await run.isDisabled()).toBe(true);
    await run.click({ force: true });
    await page.waitForTimeout(300);
    expect(minted).toEqual([]);
    await createKey();
    expect(minted).toEqual(['POST']);
    expect(await run.isEnabled()).toBe(true);
    await run.click();
    await page.getByRole('heading', { name: 'Done' }).waitFor({ timeout: 30_000 });
    expect(minted).toEqual(['POST']);
  });

  it("says a refused key creation (429) with the server's message and the wait in minutes", async () => {
    await page.route('**/api/generate-key', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3240', 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, error: 'Rate limit exceeded: 10 new API keys per hour for this client address. Retry after 3240 s.', code: 'RATE_LIMITED' }),
      }),
    );
    await page.getByRole('button', { name: "Create this browser's API key" }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Rate limit exceeded: 10 new API keys per hour for this client address.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Please try again in 54 minutes.');
    expect(await alert.textContent()).not.toContain('3240');
  });
});
