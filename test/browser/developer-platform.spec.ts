import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { importTacsInto } from '../fixtures/server-process';

/** A network name other than the web app's built-in one, so the page must show the server's policy. */
const NETWORK = 'Testnet Mobile';
const STORAGE_KEY = 'bandwise.apiKey';

describe('developer platform on the home page (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  let keyRequests: number;

  // Several tests mint a key from 127.0.0.1; keep the per-address minting limit out of the way.
  const suite = browserSuite({
    env: { NETWORK_NAME: NETWORK, RATE_LIMIT_KEYS_PER_HOUR: '100' },
    prepare: async (server) => {
      // Waits until the running server has picked the import up, or a first check could find no TAC.
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    },
  });
  beforeEach(async () => {
    // A fresh context per test: empty localStorage, so no browser key yet. Reduced motion, so axe
    // never measures a toast halfway through sliding in (toasts enter from the bottom edge).
    context = await suite.browser.newContext({ acceptDownloads: true, reducedMotion: 'reduce' });
    page = await context.newPage();
    keyRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/generate-key') keyRequests += 1;
    });
    await page.goto(suite.server.url + '/');
  });
  afterEach(() => context.close());

  /** The browser key in the page's localStorage, or null. */
  const storedKey = async (): Promise<string | null> => {
    const { origins } = await context.storageState();
    const entries = origins.find((o) => o.origin === suite.server.url)?.localStorage ?? [];
    return entries.find((e) => e.name === STORAGE_KEY)?.value ?? null;
  };
  const storeKey = (value: string) => page.evaluate(`window.localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(value)})`);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  /** Waits until the toast in front (the one a person sees) shows the text. */
  const toast = (text: string) => page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text }).waitFor();

  /** Clicks and returns the download it starts, with the file's text. */
  const download = async (name: string): Promise<{ file: Download; text: string }> => {
    const [file] = await Promise.all([page.waitForEvent('download'), button(name).click()]);
    const path = await file.path();
    return { file, text: await readFile(path, 'utf8') };
  };

  const seriousViolations = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  it('generates an API key from the form, shows it once and keeps it as the browser key', async () => {
    await page.getByLabel('Email', { exact: true }).fill('dev@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Integration test');
    await button('Generate API Key').click();
    await toast('API Key Generated Successfully');
    const shown = await page.getByLabel('Your API key').inputValue();
    expect(shown).toMatch(/^bw_live_/);
    await page.getByText('This key is shown only once', { exact: false }).waitFor();
    expect(await storedKey()).toBe(shown);

    // The key works against a keyed endpoint, and the page's next check carries it.
    const stats = await fetch(`${suite.server.url}/api/v1/stats`, { headers: { Authorization: `Bearer ${shown}` } });
    expect(stats.status).toBe(200);
    const [checkRequest] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/check'),
      (async () => {
        await page.getByLabel('IMEI').fill(PIXEL_4);
        await button('Check Device').click();
      })(),
    ]);
    expect(checkRequest.headers()['authorization']).toBe(`Bearer ${shown}`);
    await page.getByRole('dialog').waitFor();
  });

  it('asks for both fields before calling the server', async () => {
    await page.getByLabel('Email', { exact: true }).fill('dev@example.com');
    await button('Generate API Key').click();
    await toast('Missing Information');
    await toast('Please provide both email and name for your API key.');
    expect(keyRequests).toBe(0);
    expect(await page.getByLabel('Your API key').count()).toBe(0);
  });

  it('shows the server\'s reasons when it refuses the key', async () => {
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Name', { exact: true }).fill('Integration test');
    await button('Generate API Key').click();
    await toast('Failed to Generate API Key');
    await toast('email must be a valid e-mail address');
    expect(await storedKey()).toBeNull();
  });

  it("exports this browser's searches as JSON and CSV, after the visitor asks for the browser's key", async () => {
    let downloads = 0;
    page.on('download', () => void downloads++);
    // No key yet: nothing is downloaded or created; the page says what an export lists and offers a key.
    await button('Export JSON').click();
    const offer = page.getByTestId('browser-key-offer');
    await offer.getByText("An export lists the checks made with this browser's API key", { exact: false }).waitFor();
    expect(downloads).toBe(0);
    expect(keyRequests).toBe(0);
    expect(await storedKey()).toBeNull();
    await offer.getByRole('button', { name: "Create this browser's API key" }).click();
    await offer.waitFor({ state: 'detached' });
    const key = await storedKey();
    expect(key).toMatch(/^bw_live_/);

    // A check made now counts as this browser's search.
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await button('Check Device').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await toast('Analysis Declined');

    const json = await download('Export JSON');
    expect(json.file.suggestedFilename()).toBe('imei_searches.json');
    const rows = JSON.parse(json.text) as unknown[];
    expect(rows).toHaveLength(1);
    expect(json.text).toContain('Pixel 4');
    expect(json.text).not.toContain(PIXEL_4); // IMEIs are masked

    const csv = await download('Export CSV');
    expect(csv.file.suggestedFilename()).toBe('imei_searches.csv');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['imei', 'make', 'model']));
    expect(lines).toHaveLength(2);
    expect(csv.text).not.toContain(PIXEL_4);
    await toast('Export Started');

    expect(keyRequests).toBe(1);
    expect(await storedKey()).toBe(key);
  });

  it('drops a revoked browser key and offers a new one instead of creating it unasked', async () => {
    const revoked = 'bw_live_' + 'x'.repeat(43);
    await storeKey(revoked);

    // The check works despite the refused key: a public operation ignores a stale token.
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await button('Check Device').click();
    // The policy card shows the device, so the check succeeded (a failed one opens the card without it).
    await page.getByRole('dialog').getByText('Pixel 4', { exact: false }).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();

    // An export with the refused key says so and offers a fresh key; nothing is created unasked.
    await button('Export CSV').click();
    const offer = page.getByTestId('browser-key-offer');
    await offer.getByText('The server no longer accepts the API key this browser had.').waitFor();
    expect(keyRequests).toBe(0);
    expect(await storedKey()).toBeNull();
    await offer.getByRole('button', { name: "Create this browser's API key" }).click();
    await offer.waitFor({ state: 'detached' });
    const exported = await download('Export CSV');
    expect(exported.file.suggestedFilename()).toBe('imei_searches.csv');
    await toast('Export is empty');
    const fresh = await storedKey();
    expect(fresh).toMatch(/^bw_live_/);
    expect(fresh).not.toBe(revoked);
    expect(keyRequests).toBe(1);
  });

  it('shows the server\'s policy on the page and in the card, and downloads it as a PDF', async () => {
    const section = page.locator('#policy');
    await section.getByRole('heading', { name: `${NETWORK} Network Policy & Terms` }).waitFor();
    await section.getByRole('heading', { name: 'Data Retention' }).waitFor();

    const pdf = await download('Download Policy PDF');
    expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    await toast('PDF Downloaded Successfully');

    await page.getByLabel('IMEI').fill(PIXEL_4);
    await button('Check Device').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${NETWORK} Network Policy & Terms`).first().waitFor();
    await dialog.getByLabel(`I acknowledge this is an Alpha service and agree to the ${NETWORK} Network Policy and Terms of Service`).click();
    await dialog.getByText('Last updated: January 2025').waitFor();
    await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.getByTestId('result-panel').waitFor();
  });

  it('documents the API with a link to the interactive reference', async () => {
    const api = page.locator('#api');
    await api.getByText('POST', { exact: true }).first().waitFor();
    for (const path of ['/api/v1/check', '/api/v1/search/{id}', '/api/v1/recent-searches?limit=10', '/api/v1/stats', '/api/v1/export?format=json|csv']) {
      await api.getByText(path, { exact: true }).waitFor();
    }
    await api.getByText('Authorization: Bearer', { exact: false }).waitFor();
    const reference = api.getByRole('link', { name: 'interactive API reference' });
    expect(await reference.getAttribute('href')).toBe('/api/docs');
    expect((await fetch(suite.server.url + '/api/docs')).status).toBe(200);
  });

  it('has no serious accessibility violations, at desktop width and at 375 px, with a key shown', async () => {
    await button('Generate API Key').waitFor();
    await page.locator('#policy').getByRole('heading', { name: 'Data Retention' }).waitFor();
    expect(await seriousViolations()).toEqual([]);

    await page.getByLabel('Email', { exact: true }).fill('a11y@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Accessibility');
    await button('Generate API Key').click();
    await page.getByLabel('Your API key').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousViolations()).toEqual([]);
  });
});
