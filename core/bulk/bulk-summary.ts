import { BULK_VERDICTS, type BulkRowResult, type BulkVerdict } from './bulk-row';

/** How many models each list of the summary names (the most frequent first). */
export const SUMMARY_MODELS = 100;

/** Rows of one make and model, by verdict. */
export interface BulkModelCount {
  make: string;
  model: string;
  count: number;
  verdicts: Partial<Record<BulkVerdict, number>>;
}

/** Report rows counted by make, model and verdict (null verdict: the row could not be checked). */
export interface BulkGroupCount {
  make: string | null;
  model: string | null;
  verdict: BulkVerdict | null;
  count: number;
}

/**
 * What a fleet owner decides from: how many rows each verdict has, which models must be replaced
 * or approved by the carrier, and the share of the fleet that works as it is (works or works with
 * limits, over all rows including invalid ones). Model lists name the 100 most frequent.
 */
export interface BulkSummary {
  total: number;
  invalid: number;
  byVerdict: Record<BulkVerdict, number>;
  /** Distinct make and model pairs identified. */
  models: number;
  byModel: BulkModelCount[];
  toReplace: BulkModelCount[];
  needsApproval: BulkModelCount[];
  readyShare: number;
}

/** The summary of counted groups (as a database GROUP BY gives them). */
export function summarizeGroups(groups: BulkGroupCount[]): BulkSummary {
  const byVerdict = Object.fromEntries(BULK_VERDICTS.map((v) => [v, 0])) as Record<BulkVerdict, number>;
  const models = new Map<string, BulkModelCount>();
  let total = 0;
  let invalid = 0;
  for (const g of groups) {
    total += g.count;
    if (!g.verdict) {
      invalid += g.count;
      continue;
    }
    byVerdict[g.verdict] += g.count;
    if (!g.make || !g.model) continue;
    const key = `${g.make}\u0000${g.model}`;
    const entry = models.get(key) ?? { make: g.make, model: g.model, count: 0, verdicts: {} };
    entry.count += g.count;
    entry.verdicts[g.verdict] = (entry.verdicts[g.verdict] ?? 0) + g.count;
    models.set(key, entry);
  }
  const all = [...models.values()].sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  const having = (v: BulkVerdict) =>
    all.filter((m) => m.verdicts[v]).sort((a, b) => (b.verdicts[v] ?? 0) - (a.verdicts[v] ?? 0)).slice(0, SUMMARY_MODELS);
  const ready = byVerdict.works + byVerdict.works_with_limits;
  return {
    total,
    invalid,
    byVerdict,
    models: all.length,
    byModel: all.slice(0, SUMMARY_MODELS),
    toReplace: having('does_not_work'),
    needsApproval: having('needs_carrier_approval'),
    readyShare: total ? Math.round((ready / total) * 10_000) / 10_000 : 0,
  };
}

/** Counts report rows as they come (the CLI writes each chunk out and keeps only these counts). */
export class BulkTally {
  private readonly groups = new Map<string, BulkGroupCount>();

  add(rows: BulkRowResult[]): void {
    for (const r of rows) {
      const key = `${r.make}\u0000${r.model}\u0000${r.verdict}`;
      const g = this.groups.get(key) ?? { make: r.make, model: r.model, verdict: r.verdict, count: 0 };
      g.count += 1;
      this.groups.set(key, g);
    }
  }

  summary(): BulkSummary {
    return summarizeGroups([...this.groups.values()]);
  }
}

/** The summary of report rows held in memory (MCP). */
export function summarizeRows(rows: BulkRowResult[]): BulkSummary {
  const tally = new BulkTally();
  tally.add(rows);
  return tally.summary();
}
