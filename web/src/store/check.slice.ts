import type { CheckRequest } from '../features/check/api';
import type { CheckFailure } from '../features/check/check-failure';
import type { CheckAnswer as CheckResult } from '../features/check/verdict';
import type { Place } from './location.slice';
import type { SliceCreator } from './slice-creator';

/** The blocked-IMEI outcome: what the naughty-list sheet shows. */
export interface BlockedDevice {
  imei: string;
  reason: string;
}

export interface PolicyPrompt {
  open: boolean;
  /** False when the check failed: the card then shows no compatibility banner. */
  isSuccess: boolean;
  result: CheckResult | null;
}

export interface CheckSlice {
  policy: PolicyPrompt;
  /** The result the user accepted the policy for: shown in the result panel. */
  shownResult: CheckResult | null;
  blocked: BlockedDevice | null;
  /** The last check that ended without a result: shown as a panel until the next check. */
  failure: CheckFailure | null;
  /** The request of the last check, for a retry or a check by model number. */
  lastRequest: CheckRequest | null;
  /** The named place of the browser's position the last check was sent from ('lat,lng'), if known. */
  checkedPlace: Place | null;
  checkStarted: (request: CheckRequest) => void;
  checkSucceeded: (result: CheckResult) => void;
  /** A check by model number from a shown answer succeeded: its answer goes through the policy modal as any other. */
  modelNumberChecked: (request: CheckRequest, result: CheckResult) => void;
  checkFailed: (failure: CheckFailure) => void;
  checkBlocked: (blocked: BlockedDevice) => void;
  /** Closes the policy modal; an acceptance reveals the pending result. */
  policyAnswered: (accepted: boolean) => void;
  /** Closing the naughty-list sheet clears the IMEI field (specification section 4). */
  dismissBlocked: () => void;
}

const closedPolicy: PolicyPrompt = { open: false, isSuccess: false, result: null };

export const createCheckSlice: SliceCreator<CheckSlice> = (set, get) => ({
  policy: closedPolicy,
  shownResult: null,
  blocked: null,
  failure: null,
  lastRequest: null,
  checkedPlace: null,
  checkStarted: (request) => {
    const { useCurrentLocation, coordinates, place } = get();
    set({ policy: closedPolicy, shownResult: null, blocked: null, failure: null, lastRequest: request, checkedPlace: useCurrentLocation && coordinates ? place : null });
  },
  checkSucceeded: (result) => set({ policy: { open: true, isSuccess: true, result } }),
  modelNumberChecked: (request, result) => set({ lastRequest: request, policy: { open: true, isSuccess: true, result } }),
  checkFailed: (failure) => set({ failure, policy: { open: true, isSuccess: false, result: null } }),
  checkBlocked: (blocked) => set({ blocked, policy: closedPolicy }),
  policyAnswered: (accepted) => {
    const { result } = get().policy;
    // Declined, neither the answer nor a failure is shown: the toast says results need the policy.
    set({ policy: closedPolicy, shownResult: accepted ? result : null, ...(accepted ? {} : { failure: null }) });
  },
  dismissBlocked: () => set({ blocked: null, imei: '' }),
});
