import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';

const FLEET = ['imei,carrier', `${PIXEL_4},`, `${PIXEL_4},Verizon`, `${NOKIA_3110},`, `${UNKNOWN_TAC},`, '12345,'].join('\n');

describe('bulk check page (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite({
    env: { BULK_POLL_MS: '200', RATE_LIMIT_KEYS_PER_HOUR: '100' },
    prepare: async (server) => {
      expect(server.cli('tac', 'import', OSMOCOM_CSV).status).toBe(0);
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

  const choose = (name: string, text: string) => page.getByLabel(/Drop your fleet list here|\.csv$/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  it('checks a dropped fleet file, shows progress, the summary chart and downloads the report', async () => {
    await choose('fleet.csv', FLEET);
    await page.getByLabel('Carrier', { exact: true }).fill('T-Mobile');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar', { name: 'Rows checked' }).getAttribute('aria-valuenow')).toBe('100');
    await page.getByText('5 of 5 rows checked (100%)').waitFor();
    await page.getByText(/% of the fleet is ready as is/).waitFor();
    await page.locator('figure[aria-label="Verdict shares"] svg').first().waitFor();

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
  });

  it('says what is wrong with a file that has no IMEI column', async () => {
    await choose('people.csv', 'name,phone\nAnn,555');
    await page.getByRole('button', { name: 'Check the fleet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Line 1: no IMEI column in the header (name, phone)' }).waitFor();
  });
});
