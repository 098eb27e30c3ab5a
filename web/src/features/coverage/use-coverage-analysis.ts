import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../lib/error-message';
import { analyzeCoverage, analyzeIssue, KeyUnavailableError, type CoverageRequest, type IssueRequest } from './api';

export const NO_VALID_LOCATION = 'No valid location set';
export const ANALYSIS_FAILED = 'Failed to analyze coverage';
export const ISSUE_FAILED = 'Failed to analyze issue. Please try again.';

/** The message after 'Error analyzing coverage: ' (specification section 8). */
export function coverageErrorMessage(error: unknown): string {
  if (error instanceof KeyUnavailableError) return error.message;
  return errorMessageOf(error, ANALYSIS_FAILED);
}

/** POST /api/coverage/analyze with the browser's key. */
export function useCoverageAnalysis() {
  return useMutation({ mutationFn: (request: CoverageRequest) => analyzeCoverage(request) });
}

/** POST /api/coverage/analyze-issue; a failure is announced with the specification's alert. */
export function useIssueAnalysis() {
  return useMutation({
    mutationFn: (request: IssueRequest) => analyzeIssue(request),
    onError: () => window.alert(ISSUE_FAILED),
  });
}
