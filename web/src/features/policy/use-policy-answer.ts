import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '../../components/ui/toast';
import { useAppStore } from '../../store/app-store';
import { failureToast } from '../check/check-failure';
import { recordPolicyAnswer } from './api';

const declined = () =>
  notify({ title: 'Analysis Declined', description: 'You must accept the policy to view results.', variant: 'destructive' });

/**
 * Records the user's answer (POST /api/policy/accept) and applies it: accepting reveals the
 * result at once; declining toasts after the record call settles, so that toast is the one left
 * visible. A failed check has no search to record: its 'Analysis Failed' toast shows once the
 * modal has closed, and the failure panel stays.
 */
export function usePolicyAnswer(): (accepted: boolean) => void {
  const { mutate } = useMutation({ mutationFn: recordPolicyAnswer });

  return useCallback(
    (accepted: boolean) => {
      const { policy, policyAnswered, failure } = useAppStore.getState();
      if (!policy.open) return;
      const result = policy.result;
      policyAnswered(accepted);
      if (!result) {
        // The failure's toast waits for the modal to close, so no toast ever covers it.
        if (!accepted) declined();
        else if (failure) notify(failureToast(failure));
        return;
      }
      mutate(
        {
          accepted,
          searchId: result.searchId,
          deviceInfo: { make: result.device.make, model: result.device.model, compatible: result.compatible },
        },
        {
          onSuccess: () => notify({ title: 'Policy Recorded', variant: 'success' }),
          onError: () =>
            notify({ title: 'Recording Failed', description: 'Failed to record policy acceptance.', variant: 'destructive' }),
          onSettled: () => {
            if (!accepted) declined();
          },
        },
      );
    },
    [mutate],
  );
}
