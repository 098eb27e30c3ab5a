import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_API_KEY, DEMO_SEARCH_COUNT } from '../../core';
import { browserSuite } from '../fixtures/browser-suite';
import { expectCleanState } from '../fixtures/screens';
import { waitUntil } from '../fixtures/visitor-steps';

const ADMIN = 'ops@example.com';

describe('demo data from bandwise seed --demo is labelled on /analytics and the admin dashboard (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite({
    // A fresh install: the shipped TAC lists, no data until the operator asks for the demo set.
    env: { SHIPPED_TACS: 'on', ADMIN_EMAILS: ADMIN },
    prepare: async (server) => {
      // One real visitor's check beside the demo set: the label must say how many are demo, not "all".
      const real = await fetch(server.url + '/api/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ imei: '352931103746525', network: 'T-Mobile', location: 'Austin, TX' }),
      });
      expect(real.status).toBe(200);
      const seeded = server.cli('seed', '--demo');
      expect(seeded.stderr).toBe('');
      expect(seeded.status).toBe(0);
    },
  });

  beforeEach(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it('/analytics says how many searches are demo data and marks the demo key and demo activity', async () => {
    await page.goto(suite.server.url + '/analytics');
    await page.getByRole('button', { name: 'Request Demo Access' }).click();
    await page.getByRole('heading', { name: 'System Analytics' }).waitFor();
    // The button pressed is gone: focus starts on the dashboard's heading, not nowhere.
    await waitUntil(page, `!!document.activeElement && document.activeElement.tagName === 'H1' && document.activeElement.textContent.trim() === 'System Analytics'`);
    const notice = page.getByRole('complementary', { name: 'Demo data' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Includes demo data${DEMO_SEARCH_COUNT} of the ${DEMO_SEARCH_COUNT + 1} searches counted here are demo data made with bandwise seed --demo`);
    const usage = page.getByRole('row').filter({ hasText: DEMO_API_KEY.name });
    expect(await usage.getByText('Demo', { exact: true }).isVisible()).toBe(true);
    // The recent activity is the demo set's latest checks (and the real one, unmarked).
    const activity = page.locator('li').filter({ has: page.getByTestId('demo-badge') });
    expect(await activity.count()).toBeGreaterThanOrEqual(6);
    const real = page.locator('li').filter({ hasText: 'Google Pixel 4 on T-Mobile: compatible' }).filter({ hasText: 'Austin, Texas' }).first();
    expect(await real.getByTestId('demo-badge').count()).toBe(0);
    // Places and devices seen only in demo data are marked too; Austin, where the real check was, is not.
    // A panel is the card around its heading (the heading's header, then the card).
    const panel = (title: string) => page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::div[2]');
    expect(await panel('Top Locations').getByTestId('demo-badge').count()).toBeGreaterThan(0);
    expect(await panel('Top Locations').locator('li').filter({ hasText: 'Austin, Texas' }).getByTestId('demo-badge').count()).toBe(0);
    expect(await panel('Most Searched Devices').getByTestId('demo-badge').count()).toBeGreaterThan(0);
    await expectCleanState(page, 'analytics-demo-data');
  });

  it('the admin dashboard says how many searches are demo data and marks demo rows in Recent Searches', async () => {
    await page.goto(suite.server.cli('admin', 'link', ADMIN).stdout.split('\n')[0]);
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    const notice = page.getByTestId('demo-data-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${DEMO_SEARCH_COUNT} of the ${DEMO_SEARCH_COUNT + 1} searches counted here are demo data`);
    const rows = page.getByTestId('recent-searches').locator('li');
    await rows.first().waitFor();
    // Newest first: the real check, unmarked, then the demo set's, each marked.
    expect(await rows.count()).toBe(10);
    expect(await rows.first().getByTestId('demo-badge').count()).toBe(0);
    expect(await rows.nth(1).getByTestId('demo-badge').isVisible()).toBe(true);
    expect(await page.getByTestId('recent-searches').getByTestId('demo-badge').count()).toBe(9);
    await expectCleanState(page, 'admin-demo-data');
  });
});
