import type { BrowserContext, Locator, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';

describe('coverage page: why Analyze is off for invalid coordinates (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  const suite = browserSuite();

  /** The texts the field's aria-describedby points at, as a screen reader reads them. */
  const description = (field: Locator) =>
    field.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id: string) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
        .join(' | '),
    );
  const analyze = () => page.getByRole('button', { name: 'Analyze', exact: true });

  beforeEach(async () => {
    context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('marks each invalid field and says why, linked to the field; a valid pair enables Analyze', async () => {
    await page.goto(`${suite.server.url}/coverage-maps?lat=95&lng=10`);
    const lat = page.getByLabel('Latitude');
    const lng = page.getByLabel('Longitude');
    await expect(lat.inputValue()).resolves.toBe('95');
    expect(await lat.getAttribute('aria-invalid')).toBe('true');
    expect(await description(lat)).toBe('Latitude must be between -90 and 90.');
    expect(await lng.getAttribute('aria-invalid')).toBeNull();
    expect(await analyze().isDisabled()).toBe(true);
    await page.getByText('No valid location set: search for a place, or enter its latitude and longitude.').waitFor();

    // Letters: said once the visitor leaves the field.
    await lat.fill('abc');
    await lat.press('Tab');
    expect(await description(lat)).toBe('Latitude must be a number between -90 and 90, e.g. 40.7505.');

    await lat.fill('54.6872');
    await lng.fill('-197.74');
    expect(await lat.getAttribute('aria-invalid')).toBeNull();
    expect(await lng.getAttribute('aria-invalid')).toBe('true');
    expect(await description(lng)).toBe('Longitude must be between -180 and 180.');
    expect(await analyze().isDisabled()).toBe(true);

    await lat.fill('0');
    await lng.fill('0');
    for (const field of [lat, lng]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await description(field)).toBe('Latitude and longitude cannot both be 0. Enter the coordinates of a real place.');
    }

    await lng.fill('25.2797');
    for (const field of [lat, lng]) expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await analyze().isDisabled()).toBe(false);
    expect(await page.getByText('No valid location set', { exact: false }).count()).toBe(0);
  });

  it('forgets the place found by name once other coordinates are typed, so the analysis is not named after it', async () => {
    await page.goto(`${suite.server.url}/coverage-maps`);
    const place = page.getByRole('combobox', { name: 'Place' });
    await place.fill('Tokyo');
    await place.press('Enter');
    await page.getByText(/^Using Tokyo, .*Japan\.$/).waitFor();
    await expect(page.getByLabel('Address').inputValue()).resolves.toMatch(/^Tokyo/);
    await page.getByLabel('Latitude').fill('-33.8688');
    await page.getByLabel('Longitude').fill('151.2093');
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('');
    await expect(place.inputValue()).resolves.toBe('');
    expect(await page.getByText(/^Using Tokyo/).count()).toBe(0);
    const analyzed = page.waitForRequest('**/api/web/coverage/analyze');
    await analyze().click();
    expect((await analyzed).postDataJSON()).toMatchObject({ lat: -33.8688, lng: 151.2093 });
    expect((await analyzed).postDataJSON().address ?? '').not.toContain('Tokyo');
    const summary = page.getByText(/^Coverage (near|at)/).first();
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Australia');
    expect(await summary.textContent()).not.toContain('Tokyo');
  });

  it('ignores a place search still on its way once coordinates are typed: they and a typed address stay', async () => {
    await page.goto(`${suite.server.url}/coverage-maps`);
    // A slow connection: every place answer takes 3 s.
    await page.route('**/api/geo/places**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    const place = page.getByRole('combobox', { name: 'Place' });
    await place.fill('Berlin');
    await place.press('Tab');
    await page.getByLabel('Latitude').fill('40.7128');
    await page.getByLabel('Longitude').fill('-74.006');
    await page.getByLabel('Address').fill('Office NYC');
    await page.waitForTimeout(4000);
    await expect(page.getByLabel('Latitude').inputValue()).resolves.toBe('40.7128');
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('Office NYC');
    expect(await page.getByText(/^Using Berlin/).count()).toBe(0);
  });
});
