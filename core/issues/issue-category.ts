/** The kinds of network issue a report is classified into (issue 5), most specific first. */
export const ISSUE_CATEGORIES = ['outage', 'calls', 'sms', 'data', 'speed', 'signal', 'device'] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

/** How a person reads each category. */
export const ISSUE_CATEGORY_LABELS: Record<IssueCategory, string> = {
  outage: 'Outage',
  calls: 'Calls',
  sms: 'SMS',
  data: 'Mobile data',
  speed: 'Speed',
  signal: 'Signal',
  device: 'Device',
};

export const isIssueCategory = (value: unknown): value is IssueCategory =>
  typeof value === 'string' && (ISSUE_CATEGORIES as readonly string[]).includes(value);
