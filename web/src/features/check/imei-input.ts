import { digitsOnly, hasValidCheckDigit, IMEISV_LENGTH, luhnCheckDigit } from '../../../../core/imei/imei';
import type { ToastInput } from '../../components/ui/toast';
import { asciiDigits } from '../../lib/ascii-digits';

/** An IMEI has exactly 15 digits (specification sections 5 and 9). */
export const IMEI_DIGITS = 15;

export const isCompleteImei = (imei: string): boolean => imei.length === IMEI_DIGITS;

/** The toast to show before a submit, or null when the IMEI may be sent. */
export function imeiSubmitProblem(imei: string): ToastInput | null {
  if (!imei) return { title: 'IMEI Required', description: 'Please enter a valid IMEI number', variant: 'destructive' };
  if (!isCompleteImei(imei)) return { title: 'Invalid IMEI', description: 'IMEI must be exactly 15 digits', variant: 'destructive' };
  return null;
}

/** True when all 15 digits are there but the Luhn check digit does not match: likely a typo. */
export const hasCheckDigitWarning = (imei: string): boolean => isCompleteImei(imei) && !hasValidCheckDigit(imei);

/** The check digit the first 14 digits call for, shown beside a mismatching last digit. */
export const expectedCheckDigit = (imei: string): string => String(luhnCheckDigit(imei.slice(0, IMEI_DIGITS - 1)));

/** An IMEI read from pasted text, and whether it was made from an IMEISV (its note says so). */
export interface PastedImei {
  imei: string;
  fromImeisv: boolean;
}

/** Runs of digits, single spaces, dots or dashes between them ("35-293110-000000-9", "1 352931..."). */
const NUMBER_RUN = /\d(?:[ .-]?\d)*/g;

/**
 * The IMEI in pasted text, as phones show it ("IMEI 1: 35 293110 123456 5", "IMEI1 ...  IMEI2 ...",
 * "IMEISV 3529311012345601"): the first number that is a whole IMEI with a matching check digit,
 * then the first 16-digit IMEISV (its first 14 digits and the check digit they call for), then a
 * 15-digit number whose check digit does not match (the field warns). A label's digit beside the
 * number ("IMEI 1") is never taken into it. Null when the text holds none of these: the field then
 * keeps its digits as pasted.
 */
export function imeiOfPasted(pasted: string): PastedImei | null {
  // A lone digit before a number is a label's ("IMEI 1 352931101234565"), never one of its digits.
  const runs = (asciiDigits(pasted).match(NUMBER_RUN) ?? []).map((run) => run.replace(/^\d[ .-](?=\d\d)/, ''));
  // Each run, and each of its groups on its own (two numbers on one line).
  const numbers = runs.flatMap((run) => [digitsOnly(run), ...run.split(/[ .-]/).filter((g) => g.length > 1)]);
  const whole = numbers.find((n) => n.length === IMEI_DIGITS && hasValidCheckDigit(n));
  if (whole) return { imei: whole, fromImeisv: false };
  const imeisv = numbers.find((n) => n.length === IMEISV_LENGTH);
  if (imeisv) return { imei: imeisv.slice(0, IMEI_DIGITS - 1) + expectedCheckDigit(imeisv), fromImeisv: true };
  // A 15-digit number with a check digit that does not match: taken as it is, and the field warns.
  const mistyped = numbers.find((n) => n.length === IMEI_DIGITS);
  return mistyped ? { imei: mistyped, fromImeisv: false } : null;
}

/**
 * The IMEI of a field value that changed in one edit of more than one digit: a paste the browser
 * delivered as plain input (a phone keyboard's clipboard chip, drag and drop, autofill), read as a
 * paste is; and of a 16th digit typed after 15, an IMEISV typed in full. Other typing is one digit
 * at a time and stays as typed. Null when the edit is neither.
 */
export function imeiOfInserted(previous: string, next: string): PastedImei | null {
  const digits = digitsOnly(asciiDigits(next)).length;
  const added = digits - digitsOnly(previous).length;
  return added > 1 || (added === 1 && digits === IMEISV_LENGTH) ? imeiOfPasted(next) : null;
}
