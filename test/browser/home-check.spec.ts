import type { Page } from 'playwright-core';
import { imeiFor, NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { acceptPolicy, carrierSelected, focusedIdOnceSettled, submitImei } from '../fixtures/visitor-steps';
import { importTacsInto } from '../fixtures/server-process';


describe('home page check flow (Chromium against the real server)', () => {
  let page: Page;

  const suite = browserSuite({
    prepare: async (server) => {
      // Waits until the running server has picked the import up, or a first check could find no TAC.
      await importTacsInto(server, OSMOCOM_CSV, PIXEL_4);
    },
  });
  beforeEach(async () => {
    page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/');
  });
  afterEach(() => page.close());

  const focusedId = () => focusedIdOnceSettled(page);
  const submit = (imei: string) => submitImei(page, imei);

  it('a check clicked right after typing a location waits for its carriers: the form and the check name the same carrier', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('IMEI').fill(PIXEL_4);
    const checked = page.waitForRequest('**/api/check');
    await page.getByRole('combobox', { name: 'Location' }).fill('Toronto, Canada');
    // Within the one-second pause before the lookup: the form says what it is doing.
    await page.getByText('Finding carriers for Toronto, Canada…').waitFor();
    await page.getByRole('button', { name: 'Check Device' }).click();
    const network = (await checked).postDataJSON().network as string;
    expect(network).not.toBe('Bandwise Mobile');
    await page.getByRole('dialog').waitFor();
    expect(await page.getByLabel('Carrier').inputValue()).toBe(network);
    await page.getByText(/^Canada/).first().waitFor();
    // A typed place has no coordinates: the coverage link names it, and the coverage page looks it up.
    await acceptPolicy(page);
    const coverage = page.getByRole('link', { name: 'View coverage near Toronto, Canada' });
    expect(await coverage.getAttribute('href')).toBe('/coverage-maps?address=Toronto%2C+Canada');
  });

  it("preloads the own network's country with the own network selected", async () => {
    const select = page.getByLabel('Carrier');
    await carrierSelected(page, 'Bandwise Mobile');
    await expect(select.textContent()).resolves.toMatch(/AT&T[\s\S]*Verizon[\s\S]*T-Mobile/);
  });

  it('tells a visitor whose carrier is not in the list to choose the network it runs on', async () => {
    const help = page.getByTestId('carrier-not-listed');
    expect(await help.getByText("Choose the network yours runs on", { exact: false }).isVisible()).toBe(false);
    await help.getByText('Carrier not listed?').click();
    expect(await help.getByText("Choose the network yours runs on", { exact: false }).isVisible()).toBe(true);
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
    // The number, carrier and location being checked cannot change under their answer.
    expect(await page.getByLabel('IMEI').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Location', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Carrier').isDisabled()).toBe(true);
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

  it('the pop-up of an unknown verdict says the compatibility is unknown, and the result ends with a next step', async () => {
    await submit(NOKIA_3110);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText('Compatibility with Bandwise Mobile Unknown', { exact: true }).waitFor();
    expect(await dialog.getByText('Limited Network Compatibility').count()).toBe(0);
    expect(await dialog.getByText('Your device may have reduced functionality', { exact: false }).count()).toBe(0);
    await acceptPolicy(page);
    const result = page.getByTestId('result-panel');
    await expect(result.getByTestId('verdict-badge').textContent()).resolves.toMatch(/Unknown/);
    await result.getByTestId('next-step').getByText('Next step: enter the model number from Settings > About phone', { exact: false }).waitFor();
    await result.getByTestId('next-step').getByText('ask Bandwise Mobile support', { exact: false }).waitFor();
    // Speeds of capabilities nobody knows are unknown, not "Not available" (which reads as "no 4G").
    const speeds = result.locator('section').filter({ has: page.getByRole('heading', { name: 'Speed Estimates' }) }).locator('dd');
    expect(await speeds.allTextContents()).toEqual(['Unknown', 'Unknown']);
  });

  it('a phone that needs carrier approval gets a next step naming the carrier and the network', async () => {
    await carrierSelected(page, 'Bandwise Mobile');
    await page.getByLabel('Carrier').selectOption('AT&T');
    await submit(PIXEL_4);
    await acceptPolicy(page);
    const step = page.getByTestId('result-panel').getByTestId('next-step');
    await step.getByText('Next step: ask AT&T whether this model is approved for calls, or choose Bandwise Mobile as the carrier and check again.').waitFor();
  });

  it('a phone that does not work gets the next step of a 4G/VoLTE phone, and no SIM line', async () => {
    // The answer of a phone without 4G, as the server words it for a 3G-only model.
    await page.route('**/api/check', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      const capabilities = { fourG: 'not_supported', fiveG: 'not_supported', volte: 'not_supported', wifiCalling: 'not_supported' };
      const device = { ...(answer.device as object), esim: null };
      await route.fulfill({ json: { ...answer, device, capabilities, inferred: [], compatible: false, verdict: 'does_not_work', headline: 'Your phone does not work on Bandwise Mobile: it has no 4G radio.' } });
    });
    await submit(PIXEL_4);
    await acceptPolicy(page);
    const result = page.getByTestId('result-panel');
    await result.getByTestId('next-step').getByText('Next step: Bandwise Mobile needs a 4G phone with VoLTE (calls over 4G); this one cannot join.', { exact: false }).waitFor();
    await result.getByRole('button', { name: 'Check another phone' }).click();
    await expect(page.getByLabel('IMEI').inputValue()).resolves.toBe('');
    expect(await result.getByText('a physical SIM card always works', { exact: false }).count()).toBe(0);
    expect(await result.getByTestId('esim-readiness').count()).toBe(0);
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

  it('an unknown device shows the Analysis Failed toast with the server message once the modal closes', async () => {
    await submit(UNKNOWN_TAC);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByText('Analysis Failed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Analysis Declined').waitFor();
    // Declined, the failure is no more shown than an answer would be.
    expect(await page.getByText('not in the device database', { exact: false }).count()).toBe(0);
    expect(await focusedId()).toBe('imei');
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
    // It says which carrier the model number is checked on: the one checked above, whatever the form shows now.
    await expect(picker.textContent()).resolves.toContain('we will check it on Bandwise Mobile, as above.');
    await picker.getByLabel('Model number').fill('A2633');
    await picker.getByRole('button', { name: 'Check this model' }).click();
    await acceptPolicy(page);
    await page.getByTestId('result-device').filter({ hasText: '(A2633)' }).waitFor();
    expect(await page.getByTestId('variant-picker').count()).toBe(0);
  });

  it('a model number the catalog does not know keeps the answer and says so beside the field; one of another phone is answered with a warning', async () => {
    await submit(imeiFor('35104463', '204810'));
    await acceptPolicy(page);
    const picker = page.getByTestId('variant-picker');
    // An iPhone shows its part number first: not a model number the catalog knows.
    await picker.getByLabel('Model number').fill('MLMN3LL/A');
    await picker.getByRole('button', { name: 'Check this model' }).click();
    await picker.getByText('We could not find the model number “MLMN3LL/A” in our catalog', { exact: false }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect(page.getByTestId('result-device').textContent()).resolves.toContain('iPhone 13');
    expect(await page.getByText('not in the device database', { exact: false }).count()).toBe(0);
    // A2483 is the iPhone 13 Pro: answered, with the warning that the IMEI is listed for the iPhone 13.
    await picker.getByLabel('Model number').fill('A2483');
    await picker.getByRole('button', { name: 'Check this model' }).click();
    await acceptPolicy(page);
    await page.getByTestId('result-device').filter({ hasText: '(A2483)' }).waitFor();
    await expect(page.getByTestId('identification-mismatch').textContent()).resolves.toMatch(
      /^The IMEI's TAC 35104463 is listed for Apple iPhone 13 .*, not for the Apple iPhone 13 Pro \(A2483\) assessed here\./,
    );
    // No SIM offer for a phone the IMEI may not be; the model number stays, ready to correct.
    expect(await page.getByTestId('next-step').count()).toBe(0);
    const correction = page.getByTestId('mismatch-model-number');
    await expect(correction.getByLabel('Model number').inputValue()).resolves.toBe('A2483');
    await correction.getByLabel('Model number').fill('A2482');
    await correction.getByRole('button', { name: 'Check this model' }).click();
    await acceptPolicy(page);
    await page.getByTestId('result-device').filter({ hasText: '(A2482)' }).waitFor();
    expect(await page.getByTestId('identification-mismatch').count()).toBe(0);
  });

  it('a phone picked in Find your phone is named with the variant picked', async () => {
    await submit(UNKNOWN_TAC);
    await acceptPolicy(page);
    const panel = page.getByTestId('failure-panel');
    await panel.locator('#device-query').fill('Galaxy S24');
    await panel.locator('#device-query').press('Enter');
    await panel.getByRole('button', { name: /^Check this phone: Samsung Galaxy S24 \(International/ }).first().click();
    await acceptPolicy(page);
    await expect(page.getByTestId('result-device').textContent()).resolves.toMatch(/^Samsung Galaxy S24, International/);
  });

  it('an unknown verdict for a phone whose model number is known does not ask for the model number again', async () => {
    await page.route('**/api/check', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...answer, device: { ...(answer.device as object), modelNumber: 'TA-1234' } } });
    });
    await submit(NOKIA_3110);
    await acceptPolicy(page);
    const step = page.getByTestId('result-panel').getByTestId('next-step');
    await step.getByText('No band list is known for this model yet', { exact: false }).waitFor();
    await step.getByText('Bandwise Mobile support', { exact: false }).waitFor();
    expect(await step.getByText('enter the model number', { exact: false }).count()).toBe(0);
    expect(await step.getByLabel('Model number').count()).toBe(0);
  });

  it('the policy badges say each level in words, and the banner names a limited 4G', async () => {
    await page.route('**/api/check', async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
      const capabilities = { fourG: 'limited', fiveG: 'supported', volte: 'supported', wifiCalling: 'not_supported' };
      await route.fulfill({ json: { ...answer, capabilities, inferred: [], compatible: true, verdict: 'works_with_limits' } });
    });
    await submit(PIXEL_4);
    const dialog = page.getByRole('dialog');
    const badges = dialog.getByRole('list', { name: 'Device capabilities' }).getByRole('listitem');
    await badges.first().waitFor();
    expect(await badges.allTextContents()).toEqual(['4G: Limited', '5G: Supported', 'VoLTE: Supported', 'Wi-Fi Calling: Not Supported']);
    await dialog.getByText('supports 4G LTE with limits, 5G and VoLTE on', { exact: false }).waitFor();
  });

  it('an unknown path shows the 404 page', async () => {
    await page.goto(suite.server.url + '/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
