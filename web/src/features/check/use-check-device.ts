import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast';
import { errorBody, errorMessageOf, errorStatus } from '../../lib/error-message';
import { useAppStore } from '../../store/app-store';
import { postCheck, type CheckRequest } from './api';

export const DEFAULT_BLOCK_REASON = 'Security flagged device';
export const CHECK_FAILED_FALLBACK = 'Failed to analyze device. Please try again.';

/**
 * Runs POST /api/check and routes its outcome (specification section 4): success opens the policy
 * modal, a blacklisted 403 opens the naughty-list sheet, anything else toasts and opens the modal
 * in its failure state.
 */
export function useCheckDevice() {
  return useMutation({
    mutationFn: (request: CheckRequest) => postCheck(request),
    onMutate: () => useAppStore.getState().checkStarted(),
    onSuccess: (result) => useAppStore.getState().checkSucceeded(result),
    onError: (error, request) => {
      const body = errorBody(error);
      if (errorStatus(error) === 403 && body?.blacklisted === true) {
        const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason : DEFAULT_BLOCK_REASON;
        useAppStore.getState().checkBlocked({ imei: request.imei, reason });
        return;
      }
      notify({ title: 'Analysis Failed', description: errorMessageOf(error, CHECK_FAILED_FALLBACK), variant: 'destructive' });
      useAppStore.getState().checkFailed();
    },
  });
}
