import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { imeiFor } from '../fixtures/imeis';
import { acceptPolicy, carrierSelected } from '../fixtures/visitor-steps';

/** A US Galaxy S24 (SM-S921U): its VoLTE and Wi-Fi calling rest on the inference rule. */
const GALAXY_S24_US = imeiFor('35397785', '123456');

describe('"Likely" only with a supported level (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;
  const suite = browserSuite({ env: { SHIPPED_TACS: 'on' } });

  beforeEach(async () => {
    context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('shows an unknown level listed as inferred as plain "Unknown", in the policy badges and the result tiles', async () => {
    // Ambiguous variants can leave VoLTE unknown while an answer still lists it as inferred.
    await page.route('**/api/check', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { capabilities: Record<string, string>; inferred: string[] };
      answer.capabilities.volte = 'unknown';
      answer.capabilities.wifiCalling = 'supported';
      answer.inferred = ['volte', 'wifiCalling'];
      await route.fulfill({ response, json: answer });
    });
    await page.goto(suite.server.url + '/');
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('Carrier').selectOption('T-Mobile');
    await page.getByLabel('IMEI').fill(GALAXY_S24_US);
    await page.getByLabel('IMEI').press('Enter');
    const badges = page.getByRole('dialog').getByRole('list', { name: 'Device capabilities' }).getByRole('listitem');
    await badges.first().waitFor();
    expect(await badges.allTextContents()).toEqual(['4G: Supported', '5G: Supported', 'VoLTE: Unknown', 'Wi-Fi Calling: Likely supported']);
    await acceptPolicy(page);
    const tiles = page.getByTestId('capability-grid').getByRole('listitem');
    await tiles.first().waitFor();
    expect(await tiles.allInnerTexts()).toEqual(['4G LTE\nSupported', '5G\nSupported', 'VoLTE\nUnknown', 'Wi-Fi Calling\nLikely supported']);
    expect(await page.getByText('Likely unknown', { exact: false }).count()).toBe(0);
  });
});
