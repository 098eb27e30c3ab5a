import type { Page } from 'playwright-core';
import { imeiFor, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { acceptPolicy, carrierSelected } from '../fixtures/visitor-steps';

const BLOCKED = imeiFor('35293110', '424242');

describe('home page check flow (Chromium against the real server)', () => {
  let page: Page;

  const suite = browserSuite({
    prepare: async (server) => {
      expect(server.cli('tac', 'import', OSMOCOM_CSV).status).toBe(0);
      expect(server.cli('blacklist', 'add', BLOCKED, '--reason', 'Reported stolen').status).toBe(0);
    },
  });
  beforeEach(async () => {
    page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/');
  });
  afterEach(() => page.close());

  /**
   * The id of the focused element once the dialog has gone and focus has settled ('' for the page
   * body, where focus stays when nothing returns it).
   */
  const focusedId = async (): Promise<string | null> => {
    const settled = `!document.querySelector('[role="dialog"]') && document.activeElement !== document.body`;
    for (let i = 0; i < 40 && !(await page.evaluate(settled)); i++) await page.waitForTimeout(50);
    return page.evaluate('document.activeElement ? document.activeElement.id : null') as Promise<string | null>;
  };

  const submit = async (imei: string) => {
    await page.getByLabel('IMEI').fill(imei);
    await page.getByRole('button', { name: 'Check Device' }).click();
  };

  it('keeps only digits in the IMEI field, stops at 15 and enables submit only at 15', async () => {
    const field = page.getByLabel('IMEI');
    await field.pressSequentially('35-2931 10a');
    await expect(field.inputValue()).resolves.toBe('35293110');
    expect(await page.getByRole('button', { name: 'Check Device' }).isDisabled()).toBe(true);
    await field.fill('');
    await field.pressSequentially(PIXEL_4 + '123');
    await expect(field.inputValue()).resolves.toBe(PIXEL_4);
    expect(await page.getByRole('button', { name: 'Check Device' }).isEnabled()).toBe(true);
  });

  it('Enter with an empty or short IMEI shows the toast that says what is missing; the button stays disabled', async () => {
    let checks = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/check') && checks++));
    const field = page.getByLabel('IMEI');
    await field.press('Enter');
    await page.getByText('IMEI Required', { exact: true }).waitFor();
    await page.getByText('Please enter a valid IMEI number', { exact: true }).waitFor();
    await field.pressSequentially('35293110');
    await field.press('Enter');
    await page.getByText('Invalid IMEI', { exact: true }).waitFor();
    await page.getByText('IMEI must be exactly 15 digits', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Check Device' }).isDisabled()).toBe(true);
    expect(checks).toBe(0);
  });

  it('a pasted 16-digit IMEISV becomes its IMEI (14 digits and their check digit), and a note says so', async () => {
    const imeisv = PIXEL_4.slice(0, 14) + '01'; // TAC, serial, software version 01
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(imeisv)})`);
    const field = page.getByLabel('IMEI');
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field.inputValue()).resolves.toBe(PIXEL_4);
    await page.getByText(`That was a 16-digit IMEISV; using the IMEI ${PIXEL_4.slice(0, 14)} ${PIXEL_4[14]}`, { exact: false }).waitFor();
    expect(await page.getByTestId('imei-check-digit').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check Device' }).isEnabled()).toBe(true);
    // Typed digits still stop at 15, and the note goes once the number is edited.
    await field.fill('');
    await field.pressSequentially(imeisv);
    await expect(field.inputValue()).resolves.toBe(imeisv.slice(0, 15));
    expect(await page.getByText('That was a 16-digit IMEISV', { exact: false }).count()).toBe(0);
  });

  it("preloads the own network's country with the own network selected", async () => {
    const select = page.getByLabel('Carrier');
    await carrierSelected(page, 'Bandwise Mobile');
    await expect(select.textContent()).resolves.toMatch(/AT&T[\s\S]*Verizon[\s\S]*T-Mobile/);
  });

  it('a check submitted before the carrier list arrives waits for it and runs on the own network', async () => {
    await page.route('**/api/carriers', async (route) => {
      await new Promise((r) => setTimeout(r, 1500)); // a slow first answer
      await route.continue();
    });
    await page.goto(suite.server.url + '/');
    const checked = page.waitForRequest('**/api/check');
    await page.getByLabel('IMEI').fill(PIXEL_4);
    await page.getByLabel('IMEI').press('Enter');
    expect((await checked).postDataJSON().network).toBe('Bandwise Mobile');
  });

  it('shows the loading panel, then the policy; accepting shows the result', async () => {
    await page.route('**/api/check', async (route) => {
      await new Promise((r) => setTimeout(r, 400)); // long enough to see the loading panel
      await route.continue();
    });
    await submit(PIXEL_4);
    await page.getByText('Analyzing Device...').waitFor();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText('Bandwise Mobile Network Policy', { exact: false }).first().waitFor();
    const accept = dialog.getByRole('button', { name: 'Accept & Continue' });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByLabel('I acknowledge this is an Alpha service and agree to the Bandwise Mobile Network Policy and Terms of Service').click();
    await accept.click();
    const result = page.getByTestId('result-panel');
    await result.waitFor();
    await expect(result.textContent()).resolves.toMatch(/Google[\s\S]*Pixel 4/);
    await expect(result.getByTestId('verdict-badge').textContent()).resolves.toMatch(/^\s*(Works|Works with limits|Needs carrier approval|Does not work|Unknown)$/);
    await expect(result.getByTestId('verdict-headline').textContent()).resolves.toMatch(/Bandwise Mobile|AT&T/);
  });

  it("a device that is not compatible gets the policy's 'Limited Network Compatibility' banner, with the verdict's reason", async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('Carrier').selectOption('AT&T');
    await submit(PIXEL_4); // awaiting AT&T's approval for voice: not compatible
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Limited Network Compatibility', { exact: true }).waitFor();
    await dialog.getByText('Your device may have reduced functionality on AT&T.', { exact: true }).waitFor();
    await dialog.getByText(/^Your Google Pixel 4: .*AT&T/).waitFor();
  });

  it('declining shows the Analysis Declined toast and no result', async () => {
    await submit(PIXEL_4);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Analysis Declined').waitFor();
    await page.getByText('You must accept the policy to view results.').waitFor();
    expect(await page.getByTestId('result-panel').count()).toBe(0);
    // Keyboard focus comes back to the IMEI field, not to the page body.
    expect(await focusedId()).toBe('imei');
  });

  it('Escape declines too, and focus returns to the IMEI field', async () => {
    await submit(PIXEL_4);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Analysis Declined').waitFor();
    expect(await focusedId()).toBe('imei');
  });

  it('a blocked IMEI opens the naughty-list sheet; closing it clears the IMEI', async () => {
    await submit(BLOCKED);
    await page.getByText('Device on Naughty List').waitFor();
    await page.getByText('Reported lost or stolen', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Device on Naughty List').waitFor({ state: 'hidden' });
    await expect(page.getByLabel('IMEI').inputValue()).resolves.toBe('');
    // Focus lands on the cleared IMEI field, ready for another number.
    expect(await focusedId()).toBe('imei');
  });

  it('an unknown device shows the Analysis Failed toast with the server message once the modal closes', async () => {
    await submit(UNKNOWN_TAC);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByText('Analysis Failed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Analysis Declined').waitFor();
    await submit(UNKNOWN_TAC);
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.getByText('Analysis Failed').waitFor();
    await page.getByText('not in the device database', { exact: false }).first().waitFor();
  });

  it('an IMEI shared by variants of a phone asks which one, and the model number gives the exact answer', async () => {
    // The Osmocom list names TAC 35104463 "iPhone 13" without a model number: US, Canada/Japan/Mexico or Global.
    await submit(imeiFor('35104463', '204810'));
    await acceptPolicy(page);
    const picker = page.getByTestId('variant-picker');
    await picker.waitFor();
    await expect(picker.textContent()).resolves.toMatch(/A2482 \(iPhone 13, US\).*A2633 \(iPhone 13, Global\)/);
    await picker.getByLabel('Model number').fill('A2633');
    await picker.getByRole('button', { name: 'Check this model' }).click();
    await acceptPolicy(page);
    await page.getByTestId('result-device').filter({ hasText: '(A2633)' }).waitFor();
    expect(await page.getByTestId('variant-picker').count()).toBe(0);
  });

  it('an unknown path shows the 404 page', async () => {
    await page.goto(suite.server.url + '/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
