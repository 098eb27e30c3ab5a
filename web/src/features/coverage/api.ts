import type { CoverageAnalysis, IssueAnalysis, ProviderCoverage } from '../../../../core';
import { apiJson } from '../../lib/request';
import { withBrowserKey } from '../api-keys/keyed-call';

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

/** The browser key could not be obtained: the call never reached the coverage API. */
export class KeyUnavailableError extends Error {}

/** Runs a keyed call with the browser's key (one per browser, generated on first use). */
async function keyed<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  let keyFailed = true;
  try {
    return await withBrowserKey((headers) => {
      keyFailed = false;
      return call(headers);
    });
  } catch (error) {
    if (keyFailed) throw new KeyUnavailableError('Failed to generate API key for coverage analysis');
    throw error;
  }
}

export function analyzeCoverage(request: CoverageRequest): Promise<CoverageAnalysis> {
  return keyed((headers) => apiJson<{ data: CoverageAnalysis }>('POST', '/api/coverage/analyze', request, { headers })).then((r) => r.data);
}

export function analyzeIssue(request: IssueRequest): Promise<IssueAnalysis> {
  return keyed((headers) => apiJson<{ data: IssueAnalysis }>('POST', '/api/coverage/analyze-issue', request, { headers })).then((r) => r.data);
}
