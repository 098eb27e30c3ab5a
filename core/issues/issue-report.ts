import type { Position } from '../coverage/geo';
import type { ReportDevice } from './device-from-user-agent';
import type { IssueCategory } from './issue-category';

/** A network issue report as stored: position, time, provider, classification, text and device. */
export interface IssueReport {
  id: string;
  position: Position;
  /** The provider as the reporter named it, and the key evidence is matched on. */
  provider: string | null;
  providerKey: string | null;
  category: IssueCategory;
  description: string;
  device: ReportDevice;
  reportedAt: Date;
  /** Who filed it, as an opaque caller id (an API key, a client network); stores keep only a keyed hash. */
  reporter: string | null;
  /** The reporter chose to show the description to others who report something similar. */
  published: boolean;
  /**
   * Sample data made by `bandwise seed --demo`: never evidence in a coverage rating, removed by
   * `seed --demo --remove`. Absent (false) on every real report.
   */
  demo?: boolean;
}

export type NewIssueReport = Omit<IssueReport, 'id'>;

/** Stores issue reports; positions are kept to about 100 m, the user agent only as make and model. */
export interface IssueReportStore {
  save(report: NewIssueReport): Promise<IssueReport>;
  /** The form a reporter id is stored in (a keyed hash), to tell a reporter's own reports. */
  reporterKey(callerId: string): string;
}

/** Which stored reports to look among, and the text to look for. */
export interface SimilarQuery {
  text: string;
  center: Position;
  radiusKm: number;
  since: Date;
  limit: number;
}

/** A stored report that shares terms with the query: its BM25 score and how many query terms it has. */
export interface TextMatch {
  report: IssueReport;
  score: number;
  matchedTerms: number;
}

/**
 * Full-text search over stored reports near a place (BM25). Adapters index with `indexTerm` so the
 * core and the index agree on what a term is; a report added in another process must become
 * searchable within seconds.
 */
export interface ReportTextIndex {
  search(query: SimilarQuery): Promise<TextMatch[]>;
  add(report: IssueReport): Promise<void>;
}
