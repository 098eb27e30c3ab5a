import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { imeiFor, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { expectCleanState } from '../fixtures/screens';
import { acceptPolicy, carrierSelected, waitUntil } from '../fixtures/visitor-steps';

/** A Samsung TAC the shipped list gives to both the Galaxy S22 and the Galaxy S22+. */
const GALAXY_S22_OR_PLUS = imeiFor('35002027', '123456');
const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface Box {
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** The element's box in the viewport, read in the page. */
const box = (page: Page, selector: string) =>
  page.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, width: r.width, height: r.height }; })()`) as Promise<Box>;

/** True when any toast on screen overlaps the element. */
const toastCovers = (page: Page, selector: string) =>
  page.evaluate(`(() => {
    const a = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return [...document.querySelectorAll('[data-sonner-toast]')].some((toast) => {
      const b = toast.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    });
  })()`) as Promise<boolean>;

describe('visitor layout: where things land on the screen (Chromium against the real server)', () => {
  const suite = browserSuite({ env: { SHIPPED_TACS: 'on' } });

  describe.each(WIDTHS)('at $width px', ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await suite.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
      page = await context.newPage();
    });
    afterEach(() => context.close());

    it.each(['/bulk-check', '/coverage-maps'])('API Docs in the navigation bar, clicked on %s, lands with the API section heading at the top', async (from) => {
      await page.goto(suite.server.url + from);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (width < 768) await nav.getByRole('button', { name: 'Toggle menu' }).click();
      await nav.getByRole('link', { name: 'API Docs' }).click();
      await page.waitForURL('**/#api');
      // The sections above load after the first paint and make the page taller.
      await page.getByRole('button', { name: 'Show Map' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Generate API Key' }).waitFor({ state: 'attached' });
      const headingAtTop = `(() => {
        const heading = document.getElementById('api-heading').getBoundingClientRect();
        const header = document.querySelector('header').getBoundingClientRect();
        return heading.top >= header.bottom && heading.top <= header.bottom + 64;
      })()`;
      await waitUntil(page, headingAtTop, 5000);
    });

    it("keeps toasts off the failure panel's heading", async () => {
      await page.goto(suite.server.url + '/');
      await page.getByLabel('IMEI').fill(UNKNOWN_TAC);
      await page.getByLabel('IMEI').press('Enter');
      await acceptPolicy(page);
      await page.getByTestId('failure-panel').getByRole('heading', { name: "We don't know this phone yet" }).waitFor();
      await page.getByText('Analysis Failed').waitFor();
      expect(await toastCovers(page, '[data-testid="failure-panel"] h2')).toBe(false);
    });

    it("wraps an ambiguous identification's long headline across the panel, without sideways scrolling", async () => {
      await page.goto(suite.server.url + '/');
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('Carrier').selectOption('T-Mobile');
      await page.getByLabel('IMEI').fill(GALAXY_S22_OR_PLUS);
      await page.getByLabel('IMEI').press('Enter');
      await acceptPolicy(page);
      await expect(page.getByTestId('result-device').textContent()).resolves.toContain('Galaxy S22 or Galaxy S22+');
      const headline = await box(page, '[data-testid="verdict-headline"]');
      const panel = await box(page, '[data-testid="result-panel"]');
      expect(headline.width).toBeGreaterThan(panel.width * 0.8);
      expect(headline.height).toBeLessThan(height * 0.6);
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await expectCleanState(page, `${name}-ambiguous-result`);
    });
  });

  it("opens a carrier description cut at two lines with 'Show all' at phone width", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(suite.server.url + '/');
      await carrierSelected(page, 'Bandwise Mobile');
      const hint = page.locator('#carrier-hint');
      const cut = await hint.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(cut).toBe(true);
      await page.getByRole('button', { name: 'Show all' }).click();
      await expect(hint.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).resolves.toBe(true);
      expect(await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it("keeps the 'Policy Recorded' toast off the result's SIM and eSIM buttons at phone width", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(suite.server.url + '/');
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('IMEI').fill(imeiFor('35397785', '123456'));
      await page.getByLabel('IMEI').press('Enter');
      await acceptPolicy(page);
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Policy Recorded' }).waitFor();
      const esim = page.getByRole('link', { name: 'eSIM', exact: true });
      await esim.waitFor();
      // The visitor scrolls until the eSIM button sits at the bottom of the screen, where toasts appear.
      const { bottom } = await box(page, '[data-toast-avoid][href*="sim=esim"]');
      await page.mouse.move(195, 400);
      await page.mouse.wheel(0, bottom - (844 - 24));
      await waitUntil(page, `Math.abs(document.querySelector('[data-toast-avoid][href*="sim=esim"]').getBoundingClientRect().bottom - ${844 - 24}) < 4`, 5000);
      // Let the toast settle where it moves to.
      await page.waitForTimeout(800);
      for (const selector of ['[data-toast-avoid][href*="sim=esim"]', '[data-toast-avoid]']) expect(await toastCovers(page, selector)).toBe(false);
      expect(await esim.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('gives each route its own document title and serves a favicon', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (r) => void (r.status() === 404 && r.request().resourceType() !== 'document' && missing.push(new URL(r.url()).pathname)));
    try {
      await page.goto(suite.server.url + '/');
      await page.getByRole('heading', { name: 'Will your phone work on Bandwise Mobile?' }).waitFor();
      expect(await page.title()).toBe('Bandwise: Device Compatibility Checker');
      for (const [path, title] of [
        ['/bulk-check', 'Bulk check · Bandwise'],
        ['/coverage-maps', 'Provider Coverage Maps · Bandwise'],
        ['/coverage-api-docs', 'Coverage API Docs · Bandwise'],
        ['/analytics', 'Analytics · Bandwise'],
        ['/admin', 'Admin Portal · Bandwise'],
        ['/no-such-page', 'Page Not Found · Bandwise'],
      ]) {
        await page.goto(suite.server.url + path);
        await waitUntil(page, `document.title === ${JSON.stringify(title)}`, 5000);
      }
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
      const icon = await fetch(suite.server.url + '/favicon.svg');
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      expect(missing).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /** Opens the phone menu on / at phone width, runs `close` (which should close it), and checks it closed. */
  async function phoneMenuClosedBy(close: (page: Page) => Promise<void>): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(suite.server.url + '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Toggle menu' });
    await toggle.click();
    await nav.getByRole('link', { name: 'Bulk check' }).waitFor();
    await close(page);
    await nav.getByRole('link', { name: 'Bulk check' }).waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    return page;
  }

  it('Escape closes the phone menu and hands focus back to its toggle', async () => {
    const page = await phoneMenuClosedBy((p) => p.keyboard.press('Escape'));
    try {
      expect(await page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')")).toBe('Toggle menu');
    } finally {
      await page.context().close();
    }
  });

  it("the phone menu closes on any navigation, also one from a link outside it (the footer's API Docs)", async () => {
    const page = await phoneMenuClosedBy((p) => p.getByRole('contentinfo').getByRole('link', { name: 'API Docs' }).click());
    try {
      expect(new URL(page.url()).hash).toBe('#api');
    } finally {
      await page.context().close();
    }
  });

  it('keeps the loading panel still for a visitor who asks for reduced motion', async () => {
    const context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.route('**/api/check', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(suite.server.url + '/');
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('IMEI').fill(PIXEL_4);
      await page.getByLabel('IMEI').press('Enter');
      await page.getByText('Analyzing Device...').waitFor();
      const running = await page.evaluate(`[...document.querySelectorAll('*')].filter((e) => { const s = getComputedStyle(e); return s.animationName !== 'none' && s.animationIterationCount === 'infinite'; }).length`);
      expect(running).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows a capability that rests on the inference rule as likely, not as confirmed', async () => {
    const context = await suite.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(suite.server.url + '/');
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('Carrier').selectOption('T-Mobile');
      // A US Galaxy S24 (SM-S921U): no source read states its VoLTE or Wi-Fi calling.
      await page.getByLabel('IMEI').fill(imeiFor('35397785', '123456'));
      await page.getByLabel('IMEI').press('Enter');
      // The policy pop-up says "likely" too: in its badges, and its banner does not state them as facts.
      const dialog = page.getByRole('dialog');
      const badges = dialog.getByRole('list', { name: 'Device capabilities' }).getByRole('listitem');
      await badges.first().waitFor();
      expect(await badges.allTextContents()).toEqual(['4G: Supported', '5G: Supported', 'VoLTE: Likely supported', 'Wi-Fi Calling: Likely supported']);
      // "Likely" is written on the badge, not only told to screen readers.
      expect(await badges.nth(2).locator('.sr-only').count()).toBe(0);
      const banner = await dialog.getByRole('status').filter({ hasText: 'Device Compatible with T-Mobile' }).textContent();
      expect(banner).toContain('supports 4G LTE and 5G, and likely VoLTE and Wi-Fi Calling, on T-Mobile.');
      await acceptPolicy(page);
      const tiles = page.getByTestId('capability-grid').getByRole('listitem');
      await tiles.first().waitFor();
      expect(await tiles.allInnerTexts()).toEqual(['4G LTE\nSupported', '5G\nSupported', 'VoLTE\nLikely supported', 'Wi-Fi Calling\nLikely supported']);
    } finally {
      await context.close();
    }
  });
});
