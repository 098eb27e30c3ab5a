import type { IssueCategory } from './issue-category';

/** What the rules concluded, offered to a language model to refine. */
export interface AdviceRequest {
  description: string;
  classification: IssueCategory;
  recommendations: string[];
  similarReports: number;
  devicePattern: string | null;
}

/** A refinement; each part is optional and already validated by the adapter. */
export interface IssueAdvice {
  classification?: IssueCategory;
  recommendations?: string[];
}

/**
 * An optional language model that may refine the rules' classification and recommendations. It is
 * off unless configured; null (or a failure) leaves the deterministic answer unchanged. Adapters
 * pass the user's text as quoted data and validate the output against a schema.
 */
export interface IssueAdvisor {
  advise(request: AdviceRequest): Promise<IssueAdvice | null>;
}
