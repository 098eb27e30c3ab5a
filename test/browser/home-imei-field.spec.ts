import type { Page } from 'playwright-core';
import { NOKIA_3110, PIXEL_4 } from '../fixtures/imeis';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { browserSuite } from '../fixtures/browser-suite';
import { importTacsInto } from '../fixtures/server-process';

describe('home page IMEI field: typing, pasting and help (Chromium against the real server)', () => {
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

  it('says so when a letter that looks like a digit (O for 0) is left out, while the typist goes on, until the field is cleared', async () => {
    const field = page.getByLabel('IMEI');
    await field.pressSequentially('3529311O');
    await expect(field.inputValue()).resolves.toBe('3529311');
    const hint = page.locator('#imei-hint');
    const note = hint.getByText('IMEIs are digits only: the letter “O” was left out. Type the digit 0 in its place.');
    await note.waitFor();
    // The rest of the number typed after the letter: 14 digits, and the note still says why.
    await field.pressSequentially('1234565');
    await expect(field.inputValue()).resolves.toBe('35293111234565');
    expect(await note.isVisible()).toBe(true);
    await field.fill('');
    await field.pressSequentially(PIXEL_4);
    await hint.getByText('Dial *#06# on your phone to show its IMEI.').waitFor();
    // Two different lookalikes are both named.
    await field.fill('');
    await field.pressSequentially('352931lO1234565');
    await hint.getByText('IMEIs are digits only: the letters “l” and “O” were left out. Type 1 for “l” and 0 for “O”.').waitFor();
  });

  it('explains what an IMEI is and where else to find it, for a phone not in hand', async () => {
    const help = page.getByTestId('imei-help');
    await help.getByText('Other ways to find it').click();
    await help.getByText('on the label of the phone\'s box', { exact: false }).waitFor();
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
    // Leaving the field with a number cut short says so beside it; typing on clears it.
    await field.press('Tab');
    const hint = page.locator('#imei-hint');
    await hint.getByText('8 of 15 digits: an IMEI has exactly 15. Dial *#06# on your phone to show it.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.focus();
    await field.pressSequentially('0');
    await hint.getByText('Dial *#06# on your phone to show its IMEI.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBeNull();
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
    // The same IMEI pasted over it as a plain IMEI is no IMEISV: the note goes.
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(`IMEI: ${PIXEL_4}`)})`);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(field.inputValue()).resolves.toBe(PIXEL_4);
    expect(await page.getByText('That was a 16-digit IMEISV', { exact: false }).count()).toBe(0);
    // Typed key by key, the 16th digit makes it an IMEISV too; the note goes once the number is edited.
    await field.fill('');
    await field.pressSequentially(imeisv);
    await expect(field.inputValue()).resolves.toBe(PIXEL_4);
    await page.getByText('That was a 16-digit IMEISV', { exact: false }).waitFor();
    expect(await page.getByTestId('imei-check-digit').count()).toBe(0);
    await field.press('Backspace');
    expect(await page.getByText('That was a 16-digit IMEISV', { exact: false }).count()).toBe(0);
  });

  it('pasted text as phones show it ("IMEI 1: ...", two IMEIs) gives its first IMEI, never a label digit joined to it', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const field = page.getByLabel('IMEI');
    const typo = PIXEL_4.slice(0, 14) + String((Number(PIXEL_4[14]) + 1) % 10);
    for (const [pasted, expected] of [
      [`IMEI 1: ${PIXEL_4}`, PIXEL_4],
      [`IMEI1 ${PIXEL_4.slice(0, 2)} ${PIXEL_4.slice(2, 8)} ${PIXEL_4.slice(8, 14)} ${PIXEL_4[14]}  IMEI2 ${NOKIA_3110}`, PIXEL_4],
      [`IMEI 1 ${typo}`, typo],
    ]) {
      await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(pasted)})`);
      await field.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field.inputValue()).resolves.toBe(expected);
      expect(await page.getByText('That was a 16-digit IMEISV', { exact: false }).count()).toBe(0);
      // The label's letters are no digit typed as a letter.
      expect(await page.getByText('was left out', { exact: false }).count()).toBe(0);
    }
    // The mistyped one is shown as it was pasted, with the check-digit warning.
    await page.getByTestId('imei-check-digit').waitFor();
  });

  it('a 16-digit IMEISV that arrives as plain input (no paste event) also becomes its IMEI, with the note', async () => {
    // A phone keyboard's clipboard chip or drag and drop inserts the text without a paste event.
    const imeisv = '3502564812345612';
    const field = page.getByLabel('IMEI');
    await field.fill(imeisv);
    const imei = await field.inputValue();
    expect(imei).toHaveLength(15);
    expect(imei.slice(0, 14)).toBe(imeisv.slice(0, 14));
    expect(await page.getByTestId('imei-check-digit').count()).toBe(0);
    await page.getByText('(software version dropped, check digit added)', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Check Device' }).isEnabled()).toBe(true);
  });
});
