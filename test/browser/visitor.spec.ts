import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../fixtures/browser-suite';
import { imeiFor, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { expectCleanState } from '../fixtures/screens';
import { acceptPolicy, acceptPolicyByKeyboard, carrierSelected, focusInDialog, focusedTestId, tabTo, visibleBelowHeader, waitUntil } from '../fixtures/visitor-steps';
import { importTacsInto } from '../fixtures/server-process';

const BLOCKED = imeiFor('35293110', '424242');
/** A TAC allocated by BABT that no database knows (the reviewer's 359999991234568). */
const UNKNOWN_BABT = '359999991234568';
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe('visitor flows (Chromium against the real server, one server for both widths)', () => {
  const suite = browserSuite({
    env: { SIGNUP_URL: 'https://shop.example/sim' },
    prepare: async (server) => {
      // Waits until the running server has picked the import up, or a first check could find no TAC.
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
      expect(server.cli('blacklist', 'add', BLOCKED, '--reason', 'Reported stolen').status).toBe(0);
    },
  });

  describe.each(WIDTHS)('at $width px', ({ name, width, height }) => {
    let context: BrowserContext;
    let page: Page;
    const shot = (state: string) => expectCleanState(page, `${name}-${state}`);

    beforeEach(async () => {
      context = await suite.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
      page = await context.newPage();
      await page.goto(suite.server.url + '/');
    });
    afterEach(() => context.close());

    it('shows the IMEI field on the first screen, with the own network listed and preselected', async () => {
      await page.getByRole('heading', { name: 'Will your phone work on Bandwise Mobile?' }).waitFor();
      const carrier = page.getByLabel('Carrier');
      await carrierSelected(page, 'Bandwise Mobile');
      expect(await carrier.locator('option').allTextContents()).toEqual(expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile', 'Bandwise Mobile']));
      const box = await page.getByLabel('IMEI').boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      await shot('home');
    });

    it('offers exactly one AI Voice Assistant button at this width', async () => {
      await page.getByRole('heading', { name: 'Will your phone work on Bandwise Mobile?' }).waitFor();
      // Role queries skip elements that are not displayed: this counts what the visitor sees.
      const buttons = page.getByRole('button', { name: 'AI Voice Assistant' });
      await buttons.first().waitFor();
      expect(await buttons.count()).toBe(1);
      expect(await buttons.isVisible()).toBe(true);
    });

    it('keyboard only: IMEI, check, accept the policy naming the carrier, then the answer first', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      await tabTo(page, '#imei');
      await page.keyboard.type(PIXEL_4);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText(/with Bandwise Mobile|on Bandwise Mobile/).first().waitFor();
      await shot('policy');
      await acceptPolicyByKeyboard(page);
      const headline = page.getByTestId('verdict-headline');
      await headline.waitFor();
      await expect(headline.textContent()).resolves.toContain('Bandwise Mobile');
      await expect(page.getByTestId('result-device').textContent()).resolves.toContain('Pixel 4');
      expect(await focusedTestId(page)).toBe('verdict-headline');
      expect(await visibleBelowHeader(page, 'verdict-badge')).toBe(true);
      expect(await visibleBelowHeader(page, 'verdict-headline')).toBe(true);
      // The four capability tiles come before the device facts, and the TAC analysis is folded away.
      const text = (await page.getByTestId('result-panel').textContent())!;
      expect(text.indexOf('Wi-Fi Calling')).toBeLessThan(text.indexOf('Model Number'));
      expect(await visibleBelowHeader(page, 'capability-grid')).toBe(true);
      await page.getByText('How we identified it').waitFor();
      expect(await page.locator('details').first().getAttribute('open')).toBeNull();
      await page.getByTestId('esim-readiness').waitFor();
      await shot('result');
    });

    it('shows the expected check digit inline when the last digit is wrong', async () => {
      const wrong = PIXEL_4.slice(0, 14) + String((Number(PIXEL_4[14]) + 1) % 10);
      await page.getByLabel('IMEI').fill(wrong);
      await expect(page.getByTestId('imei-check-digit').textContent()).resolves.toContain(`call for ${PIXEL_4[14]}`);
      await shot('check-digit');
      // Digits of a phone keyboard in another script (full-width, Arabic-Indic) are read as the digits they are.
      await page.getByLabel('IMEI').fill('３５２９３１１０１２３４５٦٥');
      await expect(page.getByLabel('IMEI').inputValue()).resolves.toBe('352931101234565');
    });

    it('a network error leaves a retry panel; Try again runs the check', async () => {
      await page.route('**/api/check', (route) => route.abort('internetdisconnected'));
      await page.getByLabel('IMEI').fill(PIXEL_4);
      await page.getByRole('button', { name: 'Check Device' }).click();
      await acceptPolicy(page);
      const panel = page.getByTestId('failure-panel');
      await panel.getByText('The check did not finish').waitFor();
      await page.getByText('Analysis Failed').waitFor();
      await shot('network-error');
      await page.unroute('**/api/check');
      await panel.getByRole('button', { name: 'Try again' }).click();
      await acceptPolicy(page);
      await page.getByTestId('verdict-headline').waitFor();
    });

    it('unknown TAC: a panel says so plainly, Find your phone by name, then the verdict for that model', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('IMEI').fill(UNKNOWN_TAC);
      await page.getByLabel('IMEI').press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await page.getByText('Analysis Failed').count()).toBe(0); // no toast over the modal
      await acceptPolicyByKeyboard(page);
      const panel = page.getByTestId('failure-panel');
      await panel.getByRole('heading', { name: "We don't know this phone yet" }).waitFor();
      await panel.getByText(`TAC ${UNKNOWN_TAC.slice(0, 8)}`, { exact: false }).waitFor();
      await panel.getByRole('heading', { name: 'Find your phone' }).waitFor();
      await panel.getByText('Settings > About phone', { exact: false }).waitFor();
      await page.getByText('Analysis Failed').waitFor();
      await shot('unknown-tac');
      // Keyboard only: search by name, choose the first match.
      await tabTo(page, '#device-query');
      await page.keyboard.type('Pixel 8');
      await page.keyboard.press('Enter');
      const matches = panel.getByRole('list', { name: 'Matching phones' });
      await matches.waitFor();
      // Each button's accessible name starts with its visible text (WCAG 2.5.3, label in name).
      const buttons = matches.getByRole('button');
      for (const label of await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
        expect(label).toMatch(/^Check this phone: .+/);
      }
      await shot('find-your-phone');
      await tabTo(page, '[aria-label^="Check "][aria-label*="Pixel 8"]');
      await page.keyboard.press('Enter');
      // The new check's modal opens without the last check's failure toast over it.
      await page.getByRole('dialog').waitFor();
      await page.getByText('Analysis Failed').waitFor({ state: 'detached' });
      await acceptPolicyByKeyboard(page);
      const headline = page.getByTestId('verdict-headline');
      await headline.waitFor();
      await expect(headline.textContent()).resolves.toContain('Bandwise Mobile');
      // The variant picked is named, as the model number would be.
      await expect(page.getByTestId('result-device').textContent()).resolves.toMatch(/Pixel 8( \(.+\)|, .+)$/);
      await shot('unknown-tac-verdict');
    });

    it('a model number from the phone settings gives the verdict for that model', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('IMEI').fill(UNKNOWN_TAC);
      await page.getByRole('button', { name: 'Check Device' }).click();
      await acceptPolicy(page);
      await page.getByRole('textbox', { name: 'Model number' }).fill('GKWS6');
      await page.getByRole('form', { name: 'Check by model number' }).getByRole('button', { name: 'Check' }).click();
      await acceptPolicy(page);
      await expect(page.getByTestId('verdict-headline').textContent()).resolves.toContain('Bandwise Mobile');
      await expect(page.getByTestId('result-device').textContent()).resolves.toContain('Pixel 8 (GKWS6)');
      await page.getByText('How we identified it').click();
      await page.getByText('model number', { exact: false }).first().waitFor();
    });

    it('a model number the catalog does not know, given as the next step, is said under the field and the answer stays', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      // A Redmi 9A: named by the Osmocom list, with no band list anywhere, so the answer asks for the model number.
      await page.getByLabel('IMEI').fill(imeiFor('86751306', '123456'));
      await page.getByRole('button', { name: 'Check Device' }).click();
      await acceptPolicy(page);
      const headline = await page.getByTestId('verdict-headline').textContent();
      const form = page.getByRole('form', { name: 'Check by model number' });
      await form.getByRole('textbox', { name: 'Model number' }).fill('XYZ123');
      await form.getByRole('button', { name: 'Check' }).click();
      await form.getByRole('status').getByText('We could not find the model number “XYZ123” in our catalog', { exact: false }).waitFor();
      await expect(form.getByRole('textbox', { name: 'Model number' }).getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.getByTestId('verdict-headline').textContent()).resolves.toBe(headline);
    });

    /** Checks an IMEI whose TAC is in no list, then gives `text` as its model number in Find your phone; the panel. */
    const modelNumberAfterUnknownTac = async (text: string) => {
      await page.getByLabel('IMEI').fill(UNKNOWN_BABT);
      await page.getByRole('button', { name: 'Check Device' }).click();
      await acceptPolicy(page);
      const panel = page.getByTestId('failure-panel');
      await panel.getByRole('textbox', { name: 'Model number' }).fill(text);
      await panel.getByRole('form', { name: 'Check by model number' }).getByRole('button', { name: 'Check' }).click();
      await acceptPolicy(page);
      return panel;
    };

    it('a model number the catalog does not know keeps Find your phone open and says so in plain words', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      await page.getByLabel('Carrier').selectOption('T-Mobile');
      const panel = await modelNumberAfterUnknownTac('XYZ123');
      await panel.getByRole('heading', { name: 'Find your phone' }).waitFor();
      await panel.getByTestId('find-phone-notice').getByText('We could not find the model number “XYZ123” in our catalog', { exact: false }).waitFor();
      expect(await page.getByText('Please check the IMEI').count()).toBe(0);
      expect(await page.getByText('/api/devices', { exact: false }).count()).toBe(0);
      await expect(panel.getByRole('textbox', { name: 'Model number' }).inputValue()).resolves.toBe('XYZ123');
      await shot('model-number-not-found');
      // The name search is still there and leads to a verdict for the chosen phone.
      await panel.getByLabel('Phone name').fill('Pixel 8');
      await panel.getByRole('button', { name: 'Search' }).click();
      await panel.getByRole('list', { name: 'Matching phones' }).locator('[aria-label^="Check "][aria-label*="Pixel 8"]').first().click();
      await acceptPolicy(page);
      await expect(page.getByTestId('verdict-headline').textContent()).resolves.toContain('T-Mobile');
      await expect(page.getByTestId('result-device').textContent()).resolves.toContain('Pixel 8');
    });

    it('text that is no model number keeps Find your phone open too, with the text ready to correct', async () => {
      await carrierSelected(page, 'Bandwise Mobile');
      const panel = await modelNumberAfterUnknownTac('iPhone 15');
      await panel.getByTestId('find-phone-notice').getByText('“iPhone 15” is not a model number. Type it as shown in Settings > About phone', { exact: false }).waitFor();
      await panel.getByRole('heading', { name: 'Find your phone' }).waitFor();
      expect(await page.getByText('Please check the IMEI').count()).toBe(0);
      expect(await page.getByText('modelNumber', { exact: false }).count()).toBe(0);
      await expect(panel.getByRole('textbox', { name: 'Model number' }).inputValue()).resolves.toBe('iPhone 15');
    });

    it('places typed locations with the gazetteer, and says when it cannot', async () => {
      const location = page.getByRole('combobox', { name: 'Location' });
      await location.fill('Paris');
      await page.getByTestId('location-note').getByText('Showing carriers for France', { exact: false }).waitFor();
      await shot('location-placed');
      // A pause in typing ("Lond" for London) keeps France's list and says to pick or type on.
      await location.fill('Lond');
      await page.getByTestId('location-note').getByText('“Lond” starts the names of several places: pick one from the suggestions, or keep typing.').waitFor();
      expect(await page.getByTestId('location-note').getByText('could not find', { exact: false }).count()).toBe(0);
      // Coordinates name no place, but the note says whose carriers are shown; numbers out of range are said to be so.
      await location.fill('51.5074° N, 0.1278° W');
      await page.getByTestId('location-note').getByText('Showing carriers for United Kingdom.').waitFor();
      await location.fill('91, 200');
      await page.getByTestId('location-note').getByText('"91, 200" are no coordinates: latitude runs from -90 to 90', { exact: false }).waitFor();
      await location.fill('Qzxqzx');
      await page.getByTestId('location-note').getByText('We could not find a place called “Qzxqzx”. Showing carriers for United States.').waitFor();
      await carrierSelected(page, 'Bandwise Mobile');
      await shot('location-unplaced');
      // Text without spaces, however long, wraps: the page never scrolls sideways, and the field stops at the API's 200 characters.
      await location.fill('q'.repeat(300));
      await expect(location.inputValue()).resolves.toHaveLength(200);
      await page.getByTestId('location-note').getByText('We could not find a place called', { exact: false }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    });

    it('a check with a typed location hands the place on to the coverage section and the coverage maps link', async () => {
      await page.getByRole('combobox', { name: 'Location' }).fill('Austin, TX');
      await page.getByTestId('location-note').getByText('Showing carriers for United States', { exact: false }).waitFor();
      await page.getByLabel('IMEI').fill(PIXEL_4);
      await page.getByRole('button', { name: 'Check Device' }).click();
      await acceptPolicy(page);
      await page.getByTestId('verdict-headline').waitFor();
      const coverage = page.locator('#coverage');
      await coverage.getByText(/^Using Austin, Texas, United States\.$/).waitFor({ timeout: 30_000 });
      const more = coverage.getByRole('link', { name: 'Open the coverage maps page for more radii' });
      // The section looked the place up: the link carries where it found it.
      expect(await more.getAttribute('href')).toMatch(/^\/coverage-maps\?lat=30\.\d+&lng=-97\.\d+&address=Austin%2C\+Texas%2C\+United\+States$/);
      // Another place typed into the section goes with the link, not the check's.
      await coverage.getByLabel('Latitude').fill('43.65');
      await coverage.getByLabel('Longitude').fill('-79.38');
      await coverage.getByLabel('Address', { exact: true }).fill('Toronto');
      expect(await more.getAttribute('href')).toBe('/coverage-maps?lat=43.65&lng=-79.38&address=Toronto');
    });

    it('the blocked-device sheet takes keyboard focus and keeps it', async () => {
      await page.getByLabel('IMEI').fill(BLOCKED);
      await page.getByLabel('IMEI').press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Device on Naughty List' });
      await sheet.waitFor();
      await waitUntil(page, `!!(document.activeElement && document.activeElement.closest('[role="dialog"]'))`);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      await shot('blocked');
    });
  });
});
