import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { writeOutages, writeTowers } from '../fixtures/coverage-files';
import { expectCleanState } from '../fixtures/screens';
import { waitUntil } from '../fixtures/visitor-steps';

const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe('coverage and analytics for a visitor (Chromium against the real server, one server for both widths)', () => {
  const suite = browserSuite({
    prepare: async (server) => {
      expect(server.cli('coverage', 'import-towers', writeTowers(new Date())).status).toBe(0);
      expect(server.cli('coverage', 'import-outages', writeOutages(new Date())).status).toBe(0);
    },
  });

  describe.each(WIDTHS)('at $width px', ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    let keyRequests: string[];
    const shot = (state: string) => expectCleanState(page, `${name}-${state}`);

    beforeEach(async () => {
      context = await suite.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', geolocation: { latitude: 40.750568, longitude: -73.993519 }, permissions: ['geolocation'] });
      page = await context.newPage();
      keyRequests = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/generate-key' || r.headers()['authorization']) keyRequests.push(r.url());
      });
    });
    afterEach(() => context.close());

    it('finds a place by name, rates only providers with evidence, reports an issue with a provider, and never mints a key', async () => {
      await page.goto(suite.server.url + '/coverage-maps');
      await page.getByRole('heading', { name: 'Provider Coverage Maps' }).waitFor();
      await shot('coverage-empty');
      const place = page.getByRole('combobox', { name: 'Place' });
      await place.fill('New York');
      await waitUntil(page, `document.querySelectorAll('datalist option').length > 0`, 30_000); // the first search loads the gazetteer
      const first = (await page.locator('datalist option').first().getAttribute('value'))!;
      expect(first).toMatch(/^New York City, .*United States$/);
      await place.fill(first);
      await page.getByText(`Using ${first}.`).waitFor();
      expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(40.71, 1);
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      const results = page.getByTestId('coverage-results');
      await results.getByText(first, { exact: true }).waitFor();
      const unrated = results.getByTestId('unrated-providers');
      await unrated.getByText('A rating needs evidence', { exact: false }).waitFor();
      // A provider without evidence has no card, so no score or "excellent" badge next to nothing.
      expect(await unrated.textContent()).toContain('AT&T');
      expect(await results.getByTestId('provider-card').filter({ hasText: 'AT&T' }).count()).toBe(0);
      await results.getByTestId('provider-card').filter({ hasText: 'Verizon' }).getByTestId('coverage-score').waitFor();
      await shot('coverage-results');

      await page.getByRole('button', { name: 'Report Network Issue' }).click();
      const panel = page.getByTestId('issue-panel');
      await panel.getByLabel('Provider with the issue').selectOption('Verizon');
      await panel.getByLabel('Describe the issue').fill('Calls drop on the platform every evening');
      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web/coverage/analyze-issue'),
        panel.getByRole('button', { name: 'Analyze Issue' }).click(),
      ]);
      expect(JSON.parse(request.postData()!)).toMatchObject({ provider: 'Verizon', issue_description: 'Calls drop on the platform every evening' });
      await panel.getByTestId('issue-result').waitFor();
      await shot('coverage-issue');
      // Analyzed again, the providers still unrated are told that the reports stored here rate only the provider they name.
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      await expect(results.getByTestId('unattributed-reports').textContent()).resolves.toMatch(/^\d+ issue reports? from this period (is|are) stored within 10 km; a report rates only the provider it names and those running on its network/);
      expect(keyRequests).toEqual([]);
    });

    it('uses my location rounded to about 1 km, and falls back to the outline map when tiles cannot load', async () => {
      await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
      await page.goto(suite.server.url + '/coverage-maps');
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.getByText('Using your location, rounded to about 1 km (40.75, -73.99).').waitFor();
      await expect(page.getByLabel('Latitude').inputValue()).resolves.toBe('40.75');
      await expect(page.getByLabel('Longitude').inputValue()).resolves.toBe('-73.99');
      const [analysis] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web/coverage/analyze'),
        page.getByRole('button', { name: 'Analyze', exact: true }).click(),
      ]);
      expect(JSON.parse(analysis.postData()!)).toMatchObject({ lat: 40.75, lng: -73.99 });
      await page.getByRole('button', { name: 'Show Map' }).click();
      const map = page.getByRole('region', { name: /Map of the area within 10 km/ });
      await map.waitFor();
      await page.getByTestId('map-outline-note').getByText('the map tiles could not load', { exact: false }).waitFor();
      await waitUntil(page, `document.querySelectorAll('[data-testid="coverage-map"] path').length > 50`);
      await page.getByText('OpenStreetMap contributors', { exact: false }).first().waitFor();
      await map.scrollIntoViewIfNeeded();
      await shot('coverage-map-fallback');
      expect(keyRequests).toEqual([]);
    });

    it('home coverage section and the analytics demo pages pass axe', async () => {
      await page.goto(`${suite.server.url}/?#coverage`);
      await page.locator('#coverage').getByRole('combobox', { name: 'Place' }).waitFor();
      await page.locator('#coverage').scrollIntoViewIfNeeded();
      await shot('home-coverage');
      await page.goto(suite.server.url + '/analytics');
      await page.getByRole('heading', { name: 'Analytics Demo Access' }).waitFor();
      await shot('analytics-access');
      await page.getByRole('button', { name: 'Request Demo Access' }).click();
      await page.getByRole('heading', { name: 'System Analytics' }).waitFor();
      await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
      await shot('analytics-demo');
    });
  });
});
