import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { PENN, writeOutages, writeTowers } from '../fixtures/coverage-files';
import { browserSuite } from '../fixtures/browser-suite';

describe('coverage pages (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  let keyRequests: number;

  const suite = browserSuite({
    prepare: async (server) => {
      // The whole answer is compared, so a failure shows what the command said.
      expect(server.cli('coverage', 'import-towers', writeTowers(new Date()))).toMatchObject({ status: 0, stderr: '' });
      expect(server.cli('coverage', 'import-outages', writeOutages(new Date()))).toMatchObject({ status: 0, stderr: '' });
    },
  });
  beforeEach(async () => {
    context = await suite.browser.newContext();
    page = await context.newPage();
    keyRequests = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/generate-key') keyRequests += 1;
    });
  });
  afterEach(() => context.close());

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const seriousViolations = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  it('analyzes coverage on the home page, toggles the map and reports an issue without minting a key', async () => {
    await page.goto(suite.server.url + '/');
    const section = page.locator('#coverage');
    await section.getByRole('heading', { name: 'Network Coverage Analysis' }).waitFor();
    const analyze = section.getByRole('button', { name: 'Analyze', exact: true });
    await section.getByLabel('Latitude').waitFor();
    expect(await analyze.isDisabled()).toBe(true);
    await section.getByLabel('Latitude').fill('0');
    await section.getByLabel('Longitude').fill('0');
    expect(await analyze.isDisabled()).toBe(true);
    await section.getByLabel('Latitude').fill(String(PENN.lat));
    await section.getByLabel('Longitude').fill('abc');
    expect(await analyze.isDisabled()).toBe(true);
    await section.getByLabel('Longitude').fill(String(PENN.lng));
    await section.getByLabel('Address').fill('Penn Station');
    // From the keyboard: focus stays on Analyze while it runs, and the outcome is announced.
    await analyze.focus();
    await page.keyboard.press('Enter');
    const results = section.getByTestId('coverage-results');
    await results.getByText('Coverage near', { exact: false }).waitFor();
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent.trim()')).toBe('Analyze');
    await expect(results.getByRole('status').textContent()).resolves.toMatch(/^Analysis ready: \d+ of \d+ providers rated within 10 km\.$/);
    await results.getByText('Penn Station', { exact: true }).waitFor();
    await results.getByRole('heading', { name: 'Mobile Providers' }).waitFor();
    await results.getByRole('heading', { name: 'Broadband Providers' }).waitFor();
    const verizon = results.getByTestId('provider-card').filter({ has: page.getByRole('heading', { name: 'Verizon', exact: true }) });
    await expect(verizon.getByTestId('coverage-score').textContent()).resolves.toMatch(/^\d+\/100$/);
    // The issue badge is read out with what it counts.
    expect(await verizon.ariaSnapshot()).toMatch(/Issue status: (excellent|minor|many), \d+ recent issues?/);
    // AT&T has no evidence near Penn Station: no card and no badge, named among the providers not rated yet.
    expect(await results.getByTestId('provider-card').filter({ has: page.getByRole('heading', { name: 'AT&T', exact: true }) }).count()).toBe(0);
    await expect(results.getByTestId('unrated-providers').textContent()).resolves.toContain('AT&T');

    // The map: opened on demand; the browser tests have no network, so the OpenStreetMap tiles fail
    // and the packaged country outlines stand in (with circles); closed again.
    await section.getByRole('button', { name: 'Show Map' }).click();
    const map = section.getByTestId('coverage-map');
    await map.waitFor();
    await map.locator('path.coverage-radius').waitFor();
    // Country outlines (packaged) fill the map once they have loaded.
    await page.waitForFunction(`document.querySelectorAll('[data-testid="coverage-map"] path').length > 50`);
    expect(await map.locator('path.coverage-issues').count()).toBe(3);
    await section.getByRole('button', { name: 'Hide Map' }).click();
    expect(await map.count()).toBe(0);

    // The issue panel: submit disabled while empty, an analysis, and cancel clears text and result.
    await section.getByRole('button', { name: 'Report Network Issue' }).click();
    const panel = section.getByTestId('issue-panel');
    const submit = panel.getByRole('button', { name: 'Analyze Issue' });
    await panel.getByLabel('Describe the issue').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await panel.getByLabel('Describe the issue').fill('Calls keep dropping after a minute in the station');
    await submit.click();
    await panel.getByTestId('issue-result').getByText('Calls', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    expect(await panel.count()).toBe(0);
    await section.getByRole('button', { name: 'Report Network Issue' }).click();
    await expect(panel.getByLabel('Describe the issue').inputValue()).resolves.toBe('');
    expect(await panel.getByTestId('issue-result').count()).toBe(0);

    // A report another caller filed nearby (support staff, with an operator's key) is found as
    // similar; the visitor's own first report is not someone else's problem. No call asked for an API key.
    const staff = suite.server.cli('keys', 'create', '--email', 'staff@example.com', '--name', 'staff', '--tier', 'pro', '--json');
    const staffReport = await fetch(`${suite.server.url}/api/coverage/analyze-issue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${JSON.parse(staff.stdout).apiKey}` },
      body: JSON.stringify({ ...PENN, issue_description: 'Calls keep dropping after a minute near the station' }),
    });
    expect(staffReport.status).toBe(200);
    await panel.getByLabel('Describe the issue').fill('My calls are dropping every minute');
    await panel.getByRole('button', { name: 'Analyze Issue' }).click();
    // Others' reports show as category, age and distance band; their text stays private unless published.
    await panel.getByTestId('similar-report').first().getByText('under 1 km', { exact: false }).waitFor();
    expect(await panel.getByText('after a minute in the station', { exact: false }).count()).toBe(0);
    expect(keyRequests).toBe(0);
  });

  it('places a typed place on Enter or on leaving the field, rounds its coordinates, and says when nothing matched', async () => {
    await page.goto(suite.server.url + '/coverage-maps');
    const place = page.getByRole('combobox', { name: 'Place' });
    const lat = page.getByLabel('Latitude');
    const lng = page.getByLabel('Longitude');
    const decimals = (value: string) => (value.split('.')[1] ?? '').length;

    // Before any place: the issue panel says up front that a report needs a location.
    await button('Report Network Issue').click();
    await page.getByTestId('issue-panel').getByText('A report needs a location', { exact: false }).waitFor();

    await place.fill('Austin, Texas, United States');
    await place.press('Enter');
    await page.getByText(/^Using Austin, .*United States\.$/).waitFor({ timeout: 30_000 });
    expect(Number(await lat.inputValue())).toBeCloseTo(30.27, 1);
    expect(decimals(await lat.inputValue())).toBeLessThanOrEqual(5);
    expect(decimals(await lng.inputValue())).toBeLessThanOrEqual(5);
    await page.getByTestId('issue-panel').getByText(/^This report is for Austin/).waitFor();

    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/geo/places') asked.push(url.searchParams.get('query') ?? '');
    });
    await place.fill('Toronto');
    await place.blur();
    await page.getByText(/^Using Toronto, .*Canada\.$/).waitFor();
    // The suggestions and the lookup on leaving the field share one request.
    await page.waitForTimeout(600);
    expect(asked.filter((q) => q === 'Toronto')).toEqual(['Toronto']);
    expect(Number(await lat.inputValue())).toBeCloseTo(43.7, 1);
    expect(decimals(await lng.inputValue())).toBeLessThanOrEqual(5);

    await place.fill('Qzxqzxqzx');
    await place.press('Enter');
    await page.getByText('No place matched “Qzxqzxqzx”.', { exact: false }).waitFor();
    // The previous place no longer applies: its coordinates and address go, and Analyze is disabled.
    await expect(lat.inputValue()).resolves.toBe('');
    await expect(lng.inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('');
    expect(await button('Analyze').isDisabled()).toBe(true);

    // A name that only starts other places' names is no place: Enter picks none of them.
    await place.fill('München');
    await place.press('Enter');
    await page.getByText('No place is named “München”; names that start the same: Münchenstein', { exact: false }).waitFor();
    await expect(lat.inputValue()).resolves.toBe('');

    // The usual name of a place the gazetteer calls "New York City" is that place.
    await place.fill('New York, NY');
    await place.press('Enter');
    await page.getByText(/^Using New York City, New York, United States\.$/).waitFor();
    await expect(lat.inputValue()).resolves.toMatch(/^40\.7/);
  });

  it('looks up a place named in the query without coordinates (a check whose location was typed), as if typed', async () => {
    await page.goto(`${suite.server.url}/coverage-maps?address=${encodeURIComponent('Austin, Texas')}`);
    await page.getByText(/^Using Austin, Texas, United States\.$/).waitFor();
    await expect(page.getByLabel('Latitude').inputValue()).resolves.toMatch(/^30\.2/);
    await expect(page.getByLabel('Longitude').inputValue()).resolves.toMatch(/^-97\.7/);
    expect(await button('Analyze').isDisabled()).toBe(false);
  });

  it('takes lat, lng and address from the query on /coverage-maps, with radius and provider choices', async () => {
    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}&address=${encodeURIComponent('Penn Station')}`);
    await page.getByRole('heading', { name: 'Provider Coverage Maps' }).waitFor();
    expect(await page.locator('#main').getByRole('link', { name: 'API Docs' }).getAttribute('href')).toBe('/coverage-api-docs');
    await expect(page.getByLabel('Latitude').inputValue()).resolves.toBe(String(PENN.lat));
    await expect(page.getByLabel('Longitude').inputValue()).resolves.toBe(String(PENN.lng));
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('Penn Station');
    const radius = page.getByLabel('Radius');
    expect(await radius.locator('option').allTextContents()).toEqual(['5 km', '10 km', '20 km', '50 km (Country)']);
    await expect(radius.inputValue()).resolves.toBe('10');
    const providers = await page.getByLabel('Provider').locator('option').allTextContents();
    expect(providers[0]).toBe('Auto-detect (all providers)');
    expect(providers).toContain('Verizon');
    await radius.selectOption('20');
    await page.getByLabel('Provider').selectOption('Verizon');
    const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web/coverage/analyze'), button('Analyze').click()]);
    expect(JSON.parse(request.postData()!)).toEqual({ lat: PENN.lat, lng: PENN.lng, address: 'Penn Station', provider: 'Verizon', radius_km: 20 });
    expect(request.headers()['authorization']).toBeUndefined();
    const results = page.getByTestId('coverage-results');
    await results.getByText('Coverage near', { exact: false }).filter({ hasText: 'within 20 km' }).waitFor();
    expect(await results.getByTestId('provider-card').count()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('names the country once, whether or not the address already ends with it', async () => {
    const summary = async (address: string) => {
      await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}&address=${encodeURIComponent(address)}`);
      await button('Analyze').click();
      const line = page.getByTestId('coverage-results').getByText('Coverage near', { exact: false });
      await line.waitFor();
      return (await line.textContent())!;
    };
    const withCountry = await summary('Austin, Texas, United States');
    expect(withCountry).toContain('Coverage near Austin, Texas, United States within 10 km');
    expect(withCountry).not.toContain('United States, United States');
    expect(await summary('Penn Station')).toContain('Coverage near Penn Station, United States within 10 km');
  });

  it('offers the providers of the location\'s country, with the own network where the country lists it', async () => {
    const providerOptions = async () => page.getByLabel('Provider').locator('option').allTextContents();
    await page.goto(`${suite.server.url}/coverage-maps?lat=54.69&lng=25.28&address=Vilnius`);
    const provider = page.getByLabel('Provider');
    await provider.locator('option', { hasText: 'Telia Lietuva' }).waitFor({ state: 'attached' });
    const vilnius = await providerOptions();
    expect(vilnius).toEqual(expect.arrayContaining(['Auto-detect (all providers)', 'Tele2 Lithuania', 'Telia Lietuva', 'Bite Lietuva']));
    expect(vilnius).not.toContain('AT&T');
    await provider.selectOption('Telia Lietuva');
    const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/api/web/coverage/analyze'), button('Analyze').click()]);
    expect(JSON.parse(request.postData()!)).toMatchObject({ address: 'Vilnius', provider: 'Telia Lietuva' });

    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}&address=${encodeURIComponent('Penn Station')}`);
    await provider.locator('option', { hasText: 'Bandwise Mobile' }).waitFor({ state: 'attached' });
    const penn = await providerOptions();
    expect(penn.slice(0, 2)).toEqual(['Auto-detect (all providers)', 'Bandwise Mobile']);
    expect(penn).toEqual(expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile']));
  });

  it('keeps the map below the sticky navigation bar when the page scrolls', async () => {
    await page.setViewportSize({ width: 1024, height: 360 });
    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}&address=${encodeURIComponent('Penn Station')}`);
    await button('Analyze').click();
    await page.getByTestId('coverage-results').waitFor();
    await button('Show Map').click();
    const zoomIn = page.locator('[data-testid="coverage-map"] .leaflet-control-zoom-in');
    await zoomIn.waitFor();
    // The caption counts issues in words that fit the count: never "of the 0 recent issues".
    await expect(page.locator('figcaption').first().textContent()).resolves.toMatch(
      /Radius \d+ km; (no issues reported here in the last 30 days\.|issue circles show 40%, 70% and 100% of the (1 recent issue|[1-9]\d* recent issues) \(last 30 days\)\.)/,
    );
    // Scroll until the map's zoom-in button sits right behind the header.
    const probe = (await page.evaluate(`(() => {
      const header = document.querySelector('header').getBoundingClientRect();
      const before = document.querySelector('[data-testid="coverage-map"] .leaflet-control-zoom-in').getBoundingClientRect();
      window.scrollBy({ top: before.top + before.height / 2 - (header.top + header.height / 2), behavior: 'instant' });
      const control = document.querySelector('[data-testid="coverage-map"] .leaflet-control-zoom-in').getBoundingClientRect();
      const x = control.left + control.width / 2;
      const y = control.top + control.height / 2;
      const top = document.elementFromPoint(x, y);
      return { x, y, underHeader: y > header.top && y < header.bottom, inHeader: !!top && !!top.closest('header') };
    })()`)) as { x: number; y: number; underHeader: boolean; inHeader: boolean };
    expect(probe.underHeader).toBe(true);
    expect(probe.inHeader).toBe(true);
    // A click there lands on the header, not on the map's zoom button.
    await page.evaluate(`document.querySelector('[data-testid="coverage-map"] .leaflet-control-zoom-in').addEventListener('click', () => (window.zoomClicked = true))`);
    await page.mouse.click(probe.x, probe.y);
    expect(await page.evaluate('window.zoomClicked === true')).toBe(false);
  });

  it('shows the specification\'s messages when analysis or issue analysis fail (no key is involved)', async () => {
    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}`);
    const alert = page.locator('p[role="alert"]');
    await page.route('**/api/web/coverage/analyze', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Evidence store unavailable' }) }));
    await button('Analyze').click();
    await alert.getByText('Error analyzing coverage: Evidence store unavailable').waitFor();
    await page.route('**/api/web/coverage/analyze-issue', (route) => route.fulfill({ status: 500, body: '' }));
    await button('Report Network Issue').click();
    await page.getByLabel('Describe the issue').fill('No signal');
    // The alert is dismissed as it opens: a click left waiting behind an open alert would stall.
    const message = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Analyze Issue' }).click();
    expect(await message).toBe('Failed to analyze issue. Please try again.');
  });

  it('offline, Analyze fails at once with the specification\'s message instead of spinning', async () => {
    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}`);
    await button('Analyze').waitFor();
    await page.context().setOffline(true);
    try {
      await button('Analyze').click();
      await page.locator('p[role="alert"]').getByText('Error analyzing coverage:', { exact: false }).waitFor({ timeout: 5000 });
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('shows the fallback panel when the map library cannot load', async () => {
    await page.route(/\/assets\/coverage-map-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${suite.server.url}/coverage-maps?lat=${PENN.lat}&lng=${PENN.lng}`);
    await button('Show Map').click();
    const fallback = page.getByTestId('map-fallback');
    await fallback.getByText('the map library failed to load', { exact: false }).waitFor({ timeout: 10_000 });
    const link = fallback.getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toContain(`mlat=${PENN.lat}&mlon=${PENN.lng}#map=11/`);
  });

  it('documents the coverage API with runnable examples and copy buttons', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await page.goto(suite.server.url + '/coverage-api-docs');
    await page.getByRole('heading', { name: 'Coverage API Documentation' }).waitFor();
    await page.getByText('Alpha service.', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Quick start' }).locator('xpath=..').locator('ol > li').count()).toBe(3);
    expect(await page.getByTestId('endpoint-card').count()).toBe(2);
    await page.getByText('coverage_score = round(infrastructure x reliability), where:').waitFor();
    for (const tab of ['JavaScript', 'Python', 'cURL']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'cURL' }).click();
    const copy = page.getByRole('button', { name: 'Copy cURL example' });
    await copy.click();
    await page.getByRole('button', { name: 'Copied! cURL example' }).waitFor();
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(copied).toBe(await page.getByLabel('cURL example', { exact: true }).textContent());
    expect(copied).toContain(`curl -X POST ${suite.server.url}/api/coverage/analyze`);
    const started = Date.now();
    await copy.waitFor();
    await page.getByRole('button', { name: 'Copy cURL example' }).waitFor({ timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(await page.getByRole('link', { name: 'interactive coverage maps' }).getAttribute('href')).toBe('/coverage-maps');
    expect(await page.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')).toBe('/api/docs-json');
    expect(await seriousViolations()).toEqual([]);
  });
});
