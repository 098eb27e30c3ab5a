import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { imeiFor } from '../fixtures/imeis';
import { tempDir } from '../fixtures/paths';
import { importTacsInto } from '../fixtures/server-process';

const ADMIN = 'ops@example.com';
/** A TAC no shipped list has, named in an imported list as an ambiguous TAC's long model name. */
const LONG_TAC = '35999902';
const LONG_MODEL = 'Galaxy S23 or Galaxy S23+ or another model of the Galaxy S23 series';
const LONG_IMEI = imeiFor(LONG_TAC);
const PHONE = { width: 390, height: 844 };

/** True when the page scrolls sideways (the document is wider than the viewport). */
const overflows = (page: Page) => page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth') as Promise<boolean>;

/** The right edge of the first element matching the selector, in viewport pixels. */
const rightEdge = (page: Page, selector: string) =>
  page.evaluate(`document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().right`) as Promise<number>;

/** True when the text of the element is cut short (with an ellipsis) rather than pushing the layout wider. */
const cutShort = (page: Page, selector: string) =>
  page.evaluate(`(() => { const el = document.querySelector(${JSON.stringify(selector)}); return el.scrollWidth > el.clientWidth; })()`) as Promise<boolean>;

/** For each list row naming the long model: whether its last item (the count or time) ends inside the viewport. */
const rowEndsOnScreen = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('li')]
    .filter((li) => li.textContent.includes(${JSON.stringify(LONG_MODEL)}))
    .map((li) => li.lastElementChild.getBoundingClientRect().right <= window.innerWidth)`) as Promise<boolean[]>;

describe('analytics panels at phone width with long device names (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite({
    env: { ADMIN_EMAILS: ADMIN },
    prepare: async (server) => {
      const csv = join(tempDir(), 'long-names.csv');
      writeFileSync(csv, `tac,brand,name\n${LONG_TAC},Samsung,${LONG_MODEL}\n`);
      await importTacsInto(server, csv, LONG_IMEI);
      const key = await fetch(server.url + '/api/generate-key', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN, name: 'Fleet integration' }),
      }).then((r) => r.json() as Promise<{ apiKey: string }>);
      for (let i = 0; i < 2; i++) {
        const res = await fetch(server.url + '/api/v1/check', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key.apiKey}` },
          body: JSON.stringify({ imei: LONG_IMEI, network: 'T-Mobile', location: 'Austin, TX' }),
        });
        expect(res.status).toBe(200);
      }
    },
  });

  beforeEach(async () => {
    context = await suite.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it('admin dashboard: no sideways scrolling; the long name is cut short and its search count stays on screen', async () => {
    await page.goto(suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0]);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    // Most Searched Devices is the dashboard's one numbered list.
    const popular = page.locator('ol > li').filter({ hasText: LONG_MODEL });
    await popular.waitFor();
    await page.getByTestId('recent-searches').getByText(LONG_MODEL, { exact: false }).first().waitFor();
    expect(await overflows(page)).toBe(false);
    expect(await cutShort(page, 'ol > li p')).toBe(true);
    await popular.getByText(/^\d+ searches$/).waitFor();
    const ends = await rowEndsOnScreen(page);
    expect(ends.length).toBeGreaterThanOrEqual(2);
    expect(ends.every(Boolean)).toBe(true);
  });

  it('/analytics: no sideways scrolling; the Violations column and every count stay on screen', async () => {
    await page.goto(suite.server.url + '/analytics');
    await page.getByRole('button', { name: 'Request Demo Access' }).click();
    await page.getByRole('heading', { name: 'System Analytics' }).waitFor();
    await page.getByRole('heading', { name: 'Most Searched Devices' }).waitFor();
    await page.locator('li').filter({ hasText: LONG_MODEL }).first().waitFor();
    expect(await overflows(page)).toBe(false);
    expect(await page.getByRole('columnheader', { name: 'Violations' }).isVisible()).toBe(true);
    expect(await rightEdge(page, 'th:last-child')).toBeLessThanOrEqual(PHONE.width);
    expect(await rightEdge(page, 'td:last-child')).toBeLessThanOrEqual(PHONE.width);
    const ends = await rowEndsOnScreen(page);
    expect(ends.length).toBeGreaterThanOrEqual(1);
    expect(ends.every(Boolean)).toBe(true);
  });
});
