import { useMutation } from '@tanstack/react-query';
import { clearToasts } from '../../components/ui/toast';
import { errorBody, errorStatus } from '../../lib/error-message';
import { useAppStore } from '../../store/app-store';
import { postCheck, type CheckRequest } from './api';
import { checkFailureOf } from './check-failure';

export const DEFAULT_BLOCK_REASON = 'Security flagged device';
export { CHECK_FAILED_FALLBACK } from './check-failure';

/**
 * Runs POST /api/check and routes its outcome (specification section 4): success opens the policy
 * modal, a blacklisted 403 opens the naughty-list sheet, anything else opens the modal in its
 * failure state and leaves a panel that answers the failure (its toast follows the modal).
 */
/** A check as both mutations send it. Offline, it fails at once (the page says so) instead of pausing until the network returns. */
const CHECK = { mutationFn: (request: CheckRequest) => postCheck(request) } as const;

export function useCheckDevice() {
  return useMutation({
    ...CHECK,
    onMutate: (request) => {
      // The last check's failure toast ("Analysis Failed") must not stay over this check's answer.
      clearToasts();
      useAppStore.getState().checkStarted(request);
    },
    onSuccess: (result) => useAppStore.getState().checkSucceeded(result),
    onError: (error, request) => {
      const body = errorBody(error);
      if (errorStatus(error) === 403 && body?.blacklisted === true) {
        const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason : DEFAULT_BLOCK_REASON;
        useAppStore.getState().checkBlocked({ imei: request.imei, reason });
        return;
      }
      useAppStore.getState().checkFailed(checkFailureOf(error, request));
    },
  });
}

/**
 * Checks a shown answer's IMEI again with the model number the visitor read on the phone. The
 * answer stays until a new one arrives: a model number the catalog does not know, or no
 * connection, is said beside the field (`problemOf`) instead of replacing it.
 */
export function useModelNumberCheck() {
  return useMutation({
    ...CHECK,
    onMutate: () => clearToasts(),
    onSuccess: (result, request) => useAppStore.getState().modelNumberChecked(request, result),
  });
}

/** What the visitor reads beside the model number field when its check gave no answer. */
export const modelNumberProblem = (error: unknown, request: CheckRequest): string => checkFailureOf(error, request).message;
