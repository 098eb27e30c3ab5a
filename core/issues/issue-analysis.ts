import type { IssueCategory } from './issue-category';
import type { CoarseReport } from './coarse-report';

/** One similar report as shown to another reporter: category, age, distance band, and its text only if published. */
export type SimilarReportView = CoarseReport;

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
