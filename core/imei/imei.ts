import { domainError, type DomainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { reportingBodyOf, type ReportingBody } from './reporting-body';

export const IMEI_LENGTH = 15;
export const IMEISV_LENGTH = 16;

/** A validated IMEI (3GPP TS 23.003): TAC (8) + serial (6) + Luhn check digit (1). */
export interface Imei {
  digits: string;
  tac: string;
  serial: string;
  checkDigit: number;
  reportingBody: ReportingBody;
  /** Present when the input was a 16-digit IMEISV: its software version, dropped from `digits`. */
  softwareVersion?: string;
}

/** Strips everything that is not a digit (the web form's rule as a visitor types). */
export const digitsOnly = (input: string): string => input.replace(/\D+/g, '');

/** How IMEIs are written between their digits: spaces, dashes (ASCII or typographic) and slashes. */
const SEPARATOR = /[\s\-\u2010-\u2015/]/;

/** The Luhn check digit for the first 14 digits of an IMEI. */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a 15-digit string carries a correct check digit; the web uses it to warn before submitting. */
export const hasValidCheckDigit = (digits: string): boolean =>
  /^\d{15}$/.test(digits) && luhnCheckDigit(digits.slice(0, 14)) === Number(digits[14]);

export interface ParseImeiOptions {
  /** Accept a 16-digit IMEISV (API and CLI do; the web form does not). */
  allowImeisv?: boolean;
}

/** Parses user input into an IMEI or a domain error that tells the user how to fix it. */
export function parseImei(input: string, options: ParseImeiOptions = {}): Result<Imei> {
  const stray = strayCharacter(input ?? '');
  if (stray) return fail(stray);
  const digits = digitsOnly(input ?? '');
  if (digits.length === 0) {
    return fail(domainError('IMEI_REQUIRED', 'Please enter a valid IMEI number: dial *#06# on the device to show it.'));
  }
  if (options.allowImeisv && digits.length === IMEISV_LENGTH) {
    const body = digits.slice(0, 14);
    const full = body + String(luhnCheckDigit(body));
    return ok({ ...build(full), softwareVersion: digits.slice(14) });
  }
  if (digits.length !== IMEI_LENGTH) return fail(lengthError(digits.length, options.allowImeisv === true));
  const expected = luhnCheckDigit(digits.slice(0, 14));
  if (expected !== Number(digits[14])) {
    return fail(
      domainError(
        'IMEI_CHECK_DIGIT',
        `IMEI check digit is wrong: the last digit should be ${expected} for these first 14 digits, not ${digits[14]}. Check the number for typos.`,
        { expected, received: Number(digits[14]) },
      ),
    );
  }
  return ok(build(digits));
}

/** A character that is neither a digit nor a separator, named with its position, so a typo is never dropped silently. */
function strayCharacter(input: string): DomainError | null {
  const chars = [...input];
  const at = chars.findIndex((c) => !/\d/.test(c) && !SEPARATOR.test(c));
  if (at < 0) return null;
  const shown = /^[\x21-\x7e]$/.test(chars[at]) ? `"${chars[at]}"` : `U+${chars[at].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return domainError(
    'IMEI_CHARACTERS',
    `IMEI may hold only digits, spaces, dashes and slashes; character ${at + 1} is ${shown}. Type the 15 digits shown by *#06#.`,
    { position: at + 1 },
  );
}

function lengthError(length: number, allowImeisv: boolean): DomainError {
  const accepted = allowImeisv ? 'exactly 15 digits (or 16 for an IMEISV)' : 'exactly 15 digits';
  return domainError('IMEI_LENGTH', `IMEI must be ${accepted}; got ${length}.`, { length });
}

function build(digits: string): Imei {
  const tac = digits.slice(0, 8);
  return {
    digits,
    tac,
    serial: digits.slice(8, 14),
    checkDigit: Number(digits[14]),
    reportingBody: reportingBodyOf(tac),
  };
}

/** The form stored and shown beside a search: the TAC and check digit, the serial hidden. */
/**
 * An IMEI sent as a JSON number with fewer digits than an IMEI: most likely one that began with 0
 * (US allocations begin with 01), which a number cannot keep. Front doors that take numbers refuse it.
 */
export const lostLeadingZeros = (value: unknown): value is number => typeof value === 'number' && String(value).length < IMEI_LENGTH;

export const maskImei = (digits: string): string => `${digits.slice(0, 8)}******${digits.slice(14)}`;
