import type { ToastInput } from '../../components/ui/toast';
import { errorBody, errorMessageOf, errorStatus } from '../../lib/error-message';
import type { CheckRequest } from './api';

export const CHECK_FAILED_FALLBACK = 'Failed to analyze device. Please try again.';

/**
 * A check that ended without a result, as the page keeps showing it after the toast has gone:
 * an unknown device (find it by name or model number), a refused input, or a failure worth a retry.
 */
export type CheckFailure =
  | { kind: 'unknown-device'; message: string; tac: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'retry'; message: string };

/** Sorts a failed check's error into the panel that answers it. */
export function checkFailureOf(error: unknown, request: CheckRequest): CheckFailure {
  const status = errorStatus(error);
  const body = errorBody(error);
  const message = errorMessageOf(error, CHECK_FAILED_FALLBACK);
  if (status === null) return { kind: 'retry', message: 'We could not reach Bandwise. Check your connection and try again.' };
  if (body?.code === 'DEVICE_UNKNOWN') return { kind: 'unknown-device', message, tac: request.imei.slice(0, 8) };
  if (status >= 500 || status === 429) return { kind: 'retry', message };
  return { kind: 'invalid', message };
}

/**
 * The specification's toast for a failed check (kept beside the panel). For an unknown device the
 * server's message speaks to API callers (endpoints, field names); a visitor reads where to go on.
 */
export const failureToast = (failure: CheckFailure): ToastInput => ({
  title: 'Analysis Failed',
  description: failure.kind === 'unknown-device' ? `TAC ${failure.tac} is not in the device database. Find your phone below by its name or model number.` : failure.message,
  variant: 'destructive',
});
