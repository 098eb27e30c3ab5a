import type { Radio } from './evidence';
import type { Recommendation } from './coverage-formula';

/** One provider's entry in the coverage answer (specification section 3, plus its evidence). */
export interface ProviderCoverage {
  provider: string;
  coverage_score: number | null;
  reliability_rating: number | null;
  recent_issues: number;
  issue_summary: string;
  last_major_outage: string | null;
  confidence_score: number;
  recommendation: Recommendation | null;
  evidence: {
    towers: number;
    technologies: Partial<Record<Radio, number>>;
    outage_reports: number;
    issue_reports: number;
    /** Distinct reporters behind issue_reports; each one's weight in the rating is bounded. */
    issue_reporters: number;
  };
}

/** The coverage analysis response data (specification section 3). */
export interface CoverageAnalysis {
  location: { lat: number; lng: number; address: string };
  country: string | null;
  radius_km: number;
  data_period: string;
  analysis_timestamp: string;
  mobile_providers: ProviderCoverage[];
  broadband_providers: ProviderCoverage[];
  /** All evidence in the area, each item counted once (providers sharing a network share evidence). */
  area: { towers: number; outage_reports: number; issue_reports: number; recent_issues: number };
}
