import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/error-message';
import { analyzeCoverage, analyzeIssue, type CoverageRequest, type IssueRequest } from './api';

export const NO_VALID_LOCATION = 'No valid location set';
export const ANALYSIS_FAILED = 'Failed to analyze coverage';
export const ISSUE_FAILED = 'Failed to analyze issue. Please try again.';

/** The message after 'Error analyzing coverage: ' (specification section 8). */
export function coverageErrorMessage(error: unknown): string {
  return errorMessageOf(error, ANALYSIS_FAILED);
}

/** POST /api/web/coverage/analyze: no key, limited per client address. */
export function useCoverageAnalysis() {
  return useMutation({ mutationFn: (request: CoverageRequest) => analyzeCoverage(request) });
}

/** POST /api/web/coverage/analyze-issue; a failure is announced with the specification's alert. */
export function useIssueAnalysis() {
  return useMutation({
    mutationFn: (request: IssueRequest) => analyzeIssue(request),
    onError: () => window.alert(ISSUE_FAILED),
  });
}
