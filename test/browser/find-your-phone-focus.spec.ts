import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { UNKNOWN_TAC } from '../fixtures/imeis';
import { acceptPolicy, carrierSelected } from '../fixtures/visitor-steps';

/** The focused element's visible text and busy state ('BODY' when focus fell to the page). */
const focused = (page: Page) =>
  page.evaluate(`(() => { const el = document.activeElement; return el === document.body ? 'BODY' : (el.textContent || '').trim() + (el.getAttribute('aria-busy') === 'true' ? ' (busy)' : ''); })()`) as Promise<string>;

describe('Find your phone from the keyboard (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  const suite = browserSuite();

  beforeEach(async () => {
    context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  /** An unknown IMEI checked and its policy accepted: the panel that offers "Find your phone". */
  const findYourPhone = async () => {
    await page.goto(suite.server.url + '/');
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('IMEI').fill(UNKNOWN_TAC);
    await page.getByLabel('IMEI').press('Enter');
    await acceptPolicy(page);
    return page.getByTestId('failure-panel');
  };

  it('keeps focus on Search while the search runs, and announces how many phones match', async () => {
    // Hold the search until the test has looked at the busy state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const searching = new Promise<void>((resolve) => (asked = resolve));
    let searches = 0;
    await page.route(
      (url) => url.pathname === '/api/devices',
      async (route) => {
        searches += 1;
        asked();
        await held;
        await route.continue();
      },
    );
    const panel = await findYourPhone();
    await panel.getByRole('heading', { name: 'Find your phone' }).waitFor();

    await panel.getByLabel('Phone name').fill('Pixel 8');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Search');
    await page.keyboard.press('Enter');
    await searching;
    await page.waitForTimeout(200);
    expect(await focused(page)).toBe('Search (busy)');
    // A second Enter while busy sends no second search.
    await page.keyboard.press('Enter');

    release();
    await panel.getByRole('list', { name: 'Matching phones' }).waitFor();
    expect(await focused(page)).toBe('Search');
    const status = panel.getByRole('status').filter({ hasText: '“Pixel 8”' });
    expect(await status.textContent()).toMatch(/^\d+ phones? match(es)? “Pixel 8”:$/);
    expect(searches).toBe(1);
    // Clearing the name takes the last search's list and count away with it.
    await panel.getByLabel('Phone name').fill('P');
    expect(await panel.getByRole('list', { name: 'Matching phones' }).count()).toBe(0);
    expect(await panel.getByTestId('device-search-status').textContent()).toBe('');
  });

  it('says how many of all the matching phones it shows, and shows more on request', async () => {
    const panel = await findYourPhone();
    await panel.getByLabel('Phone name').fill('Galaxy');
    await panel.getByRole('button', { name: 'Search' }).click();
    const list = panel.getByRole('list', { name: 'Matching phones' });
    await list.waitFor();
    const status = (await panel.getByTestId('device-search-status').textContent()) ?? '';
    const [, shown, total] = /^Showing (\d+) of (\d+) phones that match “Galaxy”\./.exec(status) ?? [];
    expect(Number(total)).toBeGreaterThan(Number(shown));
    expect(await list.getByRole('listitem').count()).toBe(Number(shown));
    await panel.getByRole('button', { name: 'Show more' }).click();
    await panel.getByTestId('device-search-status').filter({ hasText: `Showing ${Number(shown) * 2} of ${total}` }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(Number(shown) * 2);
  });
});
