import type { ToastInput } from '../../components/ui/toast';
import { errorBody, errorMessageOf, errorStatus } from '../../lib/error-message';
import { rateLimitText } from '../../lib/wait-text';
import type { CheckRequest } from './api';

export const CHECK_FAILED_FALLBACK = 'Failed to analyze device. Please try again.';

/** The hourly limit, as a visitor reads it: checks from one network (an office, a school, a carrier's shared address) count together. */
const LIMIT_REACHED = 'Bandwise has answered as many requests from your network this hour as it answers to one network.';

/**
 * A check that ended without a result, as the page keeps showing it after the toast has gone:
 * an unknown device (find it by name or model number), a refused input, a failure worth a retry,
 * or the hourly limit reached (a retry would fail until the wait is over).
 */
export type CheckFailure =
  | { kind: 'unknown-device'; message: string; tac: string; notFound?: NotFoundChoice }
  | { kind: 'invalid'; message: string; subject: string }
  | { kind: 'retry'; message: string }
  | { kind: 'limited'; message: string };

/**
 * The model number or catalog choice a follow-up check named, which the catalog does not have
 * (`malformed`: the text cannot be a model number at all, such as "iPhone 15").
 */
export type NotFoundChoice = { modelNumber: string; malformed?: boolean } | { deviceId: string };

/**
 * A follow-up check after an unknown TAC (by model number or catalog id) that the catalog cannot
 * answer: 404 NOT_FOUND, or a model number refused as not one. The visitor stays in "Find your
 * phone"; it is not a wrong IMEI.
 */
function notFoundChoice(status: number, body: Record<string, unknown> | null, request: CheckRequest): NotFoundChoice | null {
  if (status === 400 && request.modelNumber && fieldOf(body) === 'modelNumber') return { modelNumber: request.modelNumber, malformed: true };
  if (status !== 404 || body?.code !== 'NOT_FOUND') return null;
  if (request.modelNumber) return { modelNumber: request.modelNumber };
  if (request.deviceId) return { deviceId: request.deviceId };
  return null;
}

/** What a refused check asks the visitor to look at again, from the error's code or the field it names. */
function subjectOf(body: Record<string, unknown> | null, message: string): string {
  const code = typeof body?.code === 'string' ? body.code : '';
  if (code.startsWith('IMEI_')) return 'the IMEI';
  if (code.startsWith('CARRIER_')) return 'the carrier';
  if (code === 'COUNTRY_UNKNOWN') return 'the country';
  if (code === 'PLACE_AMBIGUOUS') return 'the location';
  const field = fieldOf(body) ?? /^Invalid request: (\w+)/.exec(message)?.[1];
  return FIELD_SUBJECTS[String(field)] ?? 'what you entered';
}

/** The request field an error body names (`field`, beside its code). */
const fieldOf = (body: Record<string, unknown> | null): string | undefined => (typeof body?.field === 'string' ? body.field : undefined);

const FIELD_SUBJECTS: Record<string, string> = { imei: 'the IMEI', network: 'the carrier', country: 'the country', location: 'the location', modelNumber: 'the model number', deviceId: 'the phone chosen' };

/** Sorts a failed check's error into the panel that answers it. */
export function checkFailureOf(error: unknown, request: CheckRequest): CheckFailure {
  const status = errorStatus(error);
  const body = errorBody(error);
  const message = errorMessageOf(error, CHECK_FAILED_FALLBACK);
  if (status === null) return { kind: 'retry', message: 'We could not reach Bandwise. Check your connection and try again.' };
  if (body?.code === 'DEVICE_UNKNOWN') return { kind: 'unknown-device', message, tac: request.imei.slice(0, 8) };
  const notFound = notFoundChoice(status, body, request);
  if (notFound) return { kind: 'unknown-device', message: notFoundMessage(notFound), tac: request.imei.slice(0, 8), notFound };
  if (status === 429) return { kind: 'limited', message: rateLimitText(error, LIMIT_REACHED) };
  if (status >= 500) return { kind: 'retry', message };
  return { kind: 'invalid', message, subject: subjectOf(body, message) };
}

/** What a visitor reads when the model number (or the chosen phone) is not in the catalog. */
export function notFoundMessage(choice: NotFoundChoice): string {
  if ('modelNumber' in choice && choice.malformed) {
    return `“${choice.modelNumber}” is not a model number. Type it as shown in Settings > About phone (such as SM-S921U, A3090 or G2YBB), or search for your phone by name.`;
  }
  return 'modelNumber' in choice
    ? `We could not find the model number “${choice.modelNumber}” in our catalog. Check it in your phone's settings, or search for your phone by name.`
    : 'We could not find that phone in our catalog. Please search for your phone by name again.';
}

/**
 * The specification's toast for a failed check (kept beside the panel). For an unknown device the
 * server's message speaks to API callers (endpoints, field names); a visitor reads where to go on.
 */
export const failureToast = (failure: CheckFailure): ToastInput => ({
  title: 'Analysis Failed',
  description:
    failure.kind === 'unknown-device' && !failure.notFound
      ? `TAC ${failure.tac} is not in the device database. Find your phone below by its name or model number.`
      : failure.message,
  variant: 'destructive',
});
