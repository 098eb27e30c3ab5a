import type { CoverageAnalysis, IssueAnalysis, ProviderCoverage } from '../../../../core';
import { apiJson } from '../../lib/request';

export type { CoverageAnalysis, IssueAnalysis, ProviderCoverage };

export interface CoverageRequest {
  lat: number;
  lng: number;
  address: string;
  /** Omitted when the choice is auto (specification section 7). */
  provider?: string;
  radius_km?: number;
}

export interface IssueRequest {
  lat: number;
  lng: number;
  address: string;
  issue_description: string;
  user_agent: string;
  provider?: string;
  /** Show the description to others who report something similar (otherwise only category, age and distance band). */
  publish?: boolean;
}

/**
 * The web pages' coverage calls go to the anonymous endpoints (limited per client address), so a
 * browser never mints an API key for them; integrators use /api/coverage/* with their key.
 */
export function analyzeCoverage(request: CoverageRequest): Promise<CoverageAnalysis> {
  return apiJson<{ data: CoverageAnalysis }>('POST', '/api/web/coverage/analyze', request).then((r) => r.data);
}

export function analyzeIssue(request: IssueRequest): Promise<IssueAnalysis> {
  return apiJson<{ data: IssueAnalysis }>('POST', '/api/web/coverage/analyze-issue', request).then((r) => r.data);
}
