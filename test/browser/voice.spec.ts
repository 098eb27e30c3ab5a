import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';

/** The parts of the page's audio element the test reads and drives. */
interface Media {
  paused: boolean;
  volume: number;
  currentTime: number;
  duration: number;
}

/** Autoplay without a gesture, so clips may start when an answer arrives. */
const AUTOPLAY = '--autoplay-policy=no-user-gesture-required';

/** Real synthesis and encoding: seconds per guide, more on a busy machine. */
jest.setTimeout(180000);

describe('AI Voice Assistant dialog (Chromium against the real server)', () => {
  let context: BrowserContext;
  let page: Page;

  const suite = browserSuite({ chromiumArgs: [AUTOPLAY] });
  beforeEach(async () => {
    context = await suite.browser.newContext();
    page = await context.newPage();
    await page.goto(suite.server.url + '/');
  });
  afterEach(() => context.close());

  const dialog = () => page.getByRole('dialog', { name: 'AI Voice Assistant' });
  const status = () => dialog().getByTestId('clip-status');
  const audio = <T>(read: (a: Media) => T) => page.getByTestId('voice-audio').evaluate(read);
  const open = async () => {
    await page.getByRole('button', { name: 'AI Voice Assistant' }).click();
    await dialog().waitFor();
  };
  const statusText = () => status().textContent();
  const waitForStatus = (pattern: RegExp) => status().filter({ hasText: pattern }).waitFor({ timeout: 60000 });
  /** Jumps near the end of the current clip once its length is known (a clip may report NaN or Infinity until its metadata has loaded). */
  const skipToClipEnd = async () => {
    while (!(await audio((a) => Number.isFinite(a.duration)))) await page.waitForTimeout(50);
    await audio((a) => (a.currentTime = Math.max(0, a.duration - 0.3)));
  };
  const waitUntilPlayedFor = async (seconds: number) => {
    while ((await audio((a) => a.currentTime)) < seconds) await page.waitForTimeout(50);
  };

  it('keeps the page when its code cannot download, says so, and opens on the next click', async () => {
    await page.getByLabel('IMEI').fill('352931103746525');
    await page.route('**/assets/voice-assistant-dialog-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'AI Voice Assistant' }).click();
    await page.getByText('The voice assistant could not load', { exact: true }).waitFor();
    // The rest of the page, and what the visitor typed, are still there.
    expect(await page.getByLabel('IMEI').inputValue()).toBe('352931103746525');
    expect(await page.getByText('This part of the page could not be loaded', { exact: false }).count()).toBe(0);
    await page.unroute('**/assets/voice-assistant-dialog-*.js');
    // While the code downloads, the page says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/voice-assistant-dialog-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'AI Voice Assistant' }).click();
    await page.getByRole('status').filter({ hasText: 'Opening the voice assistant…' }).waitFor();
    release();
    await dialog().waitFor();
  });

  it('loads its code only when opened', async () => {
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('voice-assistant-dialog')));
    expect(scripts).toEqual([]);
    await open();
    await expect(dialog().getByLabel('Language').isVisible()).resolves.toBe(true);
  });

  it('gives focus back to the button that opened it when closed with Escape', async () => {
    await open();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    const focusedName = `(() => { const el = document.activeElement; return el && el.tagName === 'BUTTON' ? el.textContent.trim() : null; })()`;
    for (let i = 0; i < 40 && (await page.evaluate(focusedName)) === null; i++) await page.waitForTimeout(50);
    expect(await page.evaluate(focusedName)).toBe('AI Voice Assistant');
  });

  it('fetches the guide on first open, plays it and pauses it', async () => {
    await open();
    await page.getByText('USSD Voice Guide Ready').waitFor({ timeout: 60000 });
    await waitForStatus(/Clip 1 of 1 · playing/);
    await waitUntilPlayedFor(0.2);
    await dialog().getByRole('button', { name: 'Pause' }).click();
    await expect(statusText()).resolves.toBe('Clip 1 of 1');
    await expect(audio((a) => a.paused)).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Play' }).click();
    await waitForStatus(/playing/);
    await expect(audio((a) => a.paused)).resolves.toBe(false);
    await expect(dialog().getByText('*#06#').first().isVisible()).resolves.toBe(true);
  });

  it('announces the guide as playing when it starts on its own', async () => {
    await open();
    const ready = page.locator('[data-sonner-toast]').filter({ hasText: 'USSD Voice Guide Ready' });
    await ready.waitFor({ timeout: 60000 });
    await waitForStatus(/Clip 1 of 1 · playing/);
    await ready.getByText('1 clip, now playing.').waitFor();
    expect(await ready.textContent()).not.toContain('press play');
  });

  it('asks for Play when the browser will not start the audio on its own', async () => {
    // What a browser that blocks autoplay answers: play() is refused until the visitor presses Play.
    await page.addInitScript(`HTMLMediaElement.prototype.play = function () { return Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError')); };`);
    await page.reload();
    await open();
    const ready = page.locator('[data-sonner-toast]').filter({ hasText: 'USSD Voice Guide Ready' });
    await ready.getByText('1 clip: press play to listen.').waitFor({ timeout: 60000 });
    await expect(statusText()).resolves.toBe('Clip 1 of 1');
    await expect(dialog().getByRole('button', { name: 'Play' }).isEnabled()).resolves.toBe(true);
  });

  it('has a labelled volume slider from 0 to 1 in steps of 0.1 at 0.7 that sets the volume', async () => {
    await open();
    const slider = dialog().getByLabel('Volume');
    expect(await slider.evaluate((s: { min: string; max: string; step: string; value: string }) => [s.min, s.max, s.step, s.value])).toEqual(['0', '1', '0.1', '0.7']);
    await slider.fill('0.3');
    await expect(audio((a) => a.volume)).resolves.toBeCloseTo(0.3);
    await dialog().getByText('30%').waitFor();
  });

  it('regenerates on a new style or language and advances through numbered clips', async () => {
    await open();
    await waitForStatus(/Clip 1 of 1/);
    await dialog().getByLabel('Voice style').selectOption('4');
    await waitForStatus(/Clip 1 of 4 · playing/);
    await skipToClipEnd();
    await waitForStatus(/Clip 2 of 4/);
    await dialog().getByLabel('Language').selectOption('lt');
    await waitForStatus(/Clip 1 of 4 · playing/);
    await dialog().getByText('surinkite', { exact: false }).first().waitFor();
    await dialog().getByRole('button', { name: /^3 / }).click();
    await waitForStatus(/Clip 3 of 4 · playing/);
    await skipToClipEnd();
    await waitForStatus(/Clip 4 of 4/);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('ignores an answer to a superseded request', async () => {
    await page.route('**/api/voice/ussd-help', async (route) => {
      if (route.request().postDataJSON().language === 'fr') await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await open();
    await waitForStatus(/Clip 1 of 1/);
    await dialog().getByLabel('Language').selectOption('fr');
    await dialog().getByLabel('Language').selectOption('de');
    await dialog().getByText('Telefon-App', { exact: false }).first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(4000); // the French answer arrives now, and must change nothing
    await expect(dialog().getByText('composez', { exact: false }).count()).resolves.toBe(0);
    await expect(dialog().getByLabel('Language').inputValue()).resolves.toBe('de');
  });

  it('says so when the guide cannot be generated', async () => {
    await page.route('**/api/voice/ussd-help', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }));
    await open();
    await page.getByText('Voice Help Failed').waitFor();
    await page.getByText('Unable to generate USSD voice instructions. Please try again.').waitFor();
    await dialog().getByRole('button', { name: 'Try again' }).waitFor();
  });

  it('offers to try again when another language fails to load, and says the previous guide is still there', async () => {
    let failGerman = true;
    await page.route('**/api/voice/ussd-help', async (route) => {
      if (route.request().postDataJSON().language === 'de' && failGerman) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' });
      await route.continue();
    });
    await open();
    await waitForStatus(/Clip 1 of 1/);
    await dialog().getByLabel('Language').selectOption('de');
    await waitForStatus(/did not load; the previous one is still here/);
    failGerman = false;
    await dialog().getByRole('button', { name: 'Try again' }).click();
    await dialog().getByText('Telefon-App', { exact: false }).first().waitFor({ timeout: 60000 });
    expect(await dialog().getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });
});
