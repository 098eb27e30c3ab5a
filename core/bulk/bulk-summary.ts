import { BULK_VERDICTS, type BulkRowResult, type BulkVerdict } from './bulk-row';

/** Rows of one make and model, by verdict. */
export interface BulkModelCount {
  make: string;
  model: string;
  count: number;
  verdicts: Partial<Record<BulkVerdict, number>>;
}

/**
 * What a fleet owner decides from: how many rows each verdict has, which models must be replaced
 * or approved by the carrier, and the share of the fleet that works as it is (works or works with
 * limits, over all rows including invalid ones).
 */
export interface BulkSummary {
  total: number;
  invalid: number;
  byVerdict: Record<BulkVerdict, number>;
  byModel: BulkModelCount[];
  toReplace: BulkModelCount[];
  needsApproval: BulkModelCount[];
  readyShare: number;
}

export const emptySummary = (): BulkSummary => ({
  total: 0,
  invalid: 0,
  byVerdict: Object.fromEntries(BULK_VERDICTS.map((v) => [v, 0])) as Record<BulkVerdict, number>,
  byModel: [],
  toReplace: [],
  needsApproval: [],
  readyShare: 0,
});

/** Adds checked rows to a summary (a job adds each chunk as it commits); returns a new summary. */
export function addToSummary(summary: BulkSummary, rows: BulkRowResult[]): BulkSummary {
  const byVerdict = { ...summary.byVerdict };
  const models = new Map(summary.byModel.map((m) => [`${m.make}\u0000${m.model}`, { ...m, verdicts: { ...m.verdicts } }]));
  let invalid = summary.invalid;
  for (const row of rows) {
    if (!row.verdict) {
      invalid += 1;
      continue;
    }
    byVerdict[row.verdict] += 1;
    if (!row.make || !row.model) continue;
    const key = `${row.make}\u0000${row.model}`;
    const entry = models.get(key) ?? { make: row.make, model: row.model, count: 0, verdicts: {} };
    entry.count += 1;
    entry.verdicts[row.verdict] = (entry.verdicts[row.verdict] ?? 0) + 1;
    models.set(key, entry);
  }
  const total = summary.total + rows.length;
  const byModel = [...models.values()].sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  const having = (v: BulkVerdict) =>
    byModel.filter((m) => m.verdicts[v]).sort((a, b) => (b.verdicts[v] ?? 0) - (a.verdicts[v] ?? 0));
  const ready = byVerdict.works + byVerdict.works_with_limits;
  return {
    total,
    invalid,
    byVerdict,
    byModel,
    toReplace: having('does_not_work'),
    needsApproval: having('needs_carrier_approval'),
    readyShare: total ? Math.round((ready / total) * 10_000) / 10_000 : 0,
  };
}
