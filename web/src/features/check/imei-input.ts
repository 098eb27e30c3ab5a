import { digitsOnly, hasValidCheckDigit, IMEISV_LENGTH, luhnCheckDigit } from '../../../../core/imei/imei';
import type { ToastInput } from '../../components/ui/toast';

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

/**
 * The IMEI of a pasted 16-digit IMEISV (TAC, serial, two-digit software version, no check digit):
 * its first 14 digits and the check digit they call for. Null for anything else.
 */
export function imeiOfPastedImeisv(pasted: string): string | null {
  const digits = digitsOnly(pasted);
  return digits.length === IMEISV_LENGTH ? digits.slice(0, IMEI_DIGITS - 1) + expectedCheckDigit(digits) : null;
}

/**
 * The IMEI of a field value that became a 16-digit IMEISV in one edit of more than one digit: a
 * paste the browser delivered as plain input (a phone keyboard's clipboard chip, drag and drop,
 * autofill), which would otherwise be cut to 15 digits and fail the check digit. Typing a 16th
 * digit is one digit at a time and stays cut at 15. Null when the edit is not such an insertion.
 */
export function imeiOfInsertedImeisv(previous: string, next: string): string | null {
  const added = digitsOnly(next).length - digitsOnly(previous).length;
  return added > 1 ? imeiOfPastedImeisv(next) : null;
}
