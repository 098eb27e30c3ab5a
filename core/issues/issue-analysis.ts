import type { IssueCategory } from './issue-category';

/** One similar report as shown: device, description and distance in km (specification section 3). */
export interface SimilarReportView {
  device: string;
  description: string;
  distance: number;
  category: IssueCategory;
  reported_at: string;
}

/** The issue analysis response data (specification section 3). */
export interface IssueAnalysis {
  report_id: string;
  issue_classification: IssueCategory;
  similar_issues_summary: string;
  similar_reports: SimilarReportView[];
  device_pattern: string | null;
  recommendations: string[];
  confidence_score: number;
  /** 'rules', or 'rules+language-model' when the optional model refined the answer. */
  analyzed_by: 'rules' | 'rules+language-model';
}
