import { hasValidCheckDigit, luhnCheckDigit, maskImei, parseImei } from './imei';



describe('luhnCheckDigit', () => {
  it.each([
    ['49015420323751', 8],
    ['35209900176148', 1],
    ['35293110000000', 9],
  ])('check digit of %s is %i', (body, digit) => {
    expect(luhnCheckDigit(body)).toBe(digit);
  });
});

describe('parseImei', () => {
  it('accepts a valid IMEI and splits TAC, serial and check digit', () => {
    const r = parseImei('490154203237518');
    expect(r.ok && r.value).toMatchObject({ tac: '49015420', serial: '323751', checkDigit: 8 });
  });

  it('strips spaces, dashes and slashes', () => {
    const r = parseImei(' 49-015420/323751 8 ');
    expect(r.ok && r.value.digits).toBe('490154203237518');
  });

  it.each([
    ['', 'IMEI_REQUIRED'],
    ['   ', 'IMEI_REQUIRED'],
    ['abc', 'IMEI_CHARACTERS'],
    ['3529311037465a25', 'IMEI_CHARACTERS'],
    ['IMEI: 352931103746525', 'IMEI_CHARACTERS'],
    ['35293110374652.5', 'IMEI_CHARACTERS'],
    ['352931103746525\u0000', 'IMEI_CHARACTERS'],
    ['4901542032375', 'IMEI_LENGTH'],
    ['4901542032375181', 'IMEI_LENGTH'],
    ['490154203237519', 'IMEI_CHECK_DIGIT'],
  ])('refuses %p with %s', (input, code) => {
    const r = parseImei(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe(code);
  });

  it('names a character that is neither a digit nor a separator, by position, instead of dropping it', () => {
    const r = parseImei('3529311037465a25');
    expect(!r.ok && r.error.message).toBe('IMEI may hold only digits, spaces, dashes and slashes; character 14 is "a". Type the 15 digits shown by *#06#.');
    const nul = parseImei('352931103746525\u0000');
    expect(!r.ok && !nul.ok && nul.error.message).toContain('character 16 is U+0000');
    expect(parseImei('35\u2013293110\u2013374652\u20135').ok).toBe(true);
  });

  it('names the expected check digit', () => {
    const r = parseImei('490154203237519');
    expect(!r.ok && r.error.message).toContain('should be 8');
    expect(!r.ok && r.error.details).toEqual({ expected: 8, received: 9 });
  });

  it('accepts a 16-digit IMEISV when allowed, dropping the software version and computing the check digit', () => {
    const r = parseImei('4901542032375101', { allowImeisv: true });
    expect(r.ok && r.value).toMatchObject({ digits: '490154203237518', softwareVersion: '01' });
  });

  it('refuses an IMEISV where only IMEIs are allowed, saying what length is expected', () => {
    const r = parseImei('4901542032375101');
    expect(!r.ok && r.error.message).toBe('IMEI must be exactly 15 digits; got 16.');
  });

  it.each([
    ['352931100000009', '35', 'BABT, United Kingdom'],
    ['013456789012345', '01', 'PTCRB, United States'],
    ['861234567890123', '86', 'TAF, China'],
    ['771234567890123', '77', 'an unlisted reporting body'],
  ])('decodes the reporting body of %s', (digits, code, name) => {
    const body = digits.slice(0, 14);
    const r = parseImei(body + luhnCheckDigit(body));
    expect(r.ok && r.value.reportingBody).toEqual({ code, name });
  });
});

describe('helpers', () => {
  it('validates check digits for the web form', () => {
    expect(hasValidCheckDigit('490154203237518')).toBe(true);
    expect(hasValidCheckDigit('490154203237517')).toBe(false);
    expect(hasValidCheckDigit('49015420323751')).toBe(false);
  });
  it('masks the serial', () => {
    expect(maskImei('490154203237518')).toBe('49015420******8');
  });
});
