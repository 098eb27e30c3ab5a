import type { Knex } from '@mikro-orm/knex';

export type Row = Record<string, string | number | boolean | null>;

/** Bound values per statement: under SQLite's 32,766 (3.32+) and PostgreSQL's 65,535. */
const MAX_BINDINGS = 30_000;
/** An SQL identifier, quoted. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How many rows of this many columns one insert statement of `insertRows` takes. */
export const rowsPerStatement = (columnCount: number): number => Math.max(1, Math.floor(MAX_BINDINGS / columnCount));

/**
 * Inserts rows with multi-row VALUES statements of up to 30,000 bound values each: one statement
 * per few thousand rows instead of one per row, which is what makes large imports fast.
 */
export async function insertRows(db: Knex | Knex.Transaction, table: string, rows: Row[], conflictKey?: string): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = rowsPerStatement(columns.length);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const onConflict = conflictKey ? ` on conflict (${quote(conflictKey)}) do nothing` : '';
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const sql = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${chunk.map(() => tuple).join(', ')}${onConflict}`;
    await db.raw(sql, chunk.flatMap((row) => columns.map((c) => row[c] ?? null)));
  }
}

export interface UpsertCounts {
  added: number;
  changed: number;
  unchanged: number;
}

/** Values as both databases return them, comparable: dates as epoch ms, numeric text as numbers. */
const comparable = (v: unknown): unknown => {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v ?? null;
};

/**
 * Writes rows identified by a unique key column: new keys are inserted, rows whose compared
 * columns differ are updated, identical ones are left alone. Re-importing a file therefore changes
 * nothing, and the counts say so.
 */
export async function upsertByKey(trx: Knex.Transaction, table: string, key: string, rows: Row[], compare: string[]): Promise<UpsertCounts> {
  const counts: UpsertCounts = { added: 0, changed: 0, unchanged: 0 };
  const unique = new Map(rows.map((r) => [String(r[key]), r]));
  const keys = [...unique.keys()];
  const existing = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = (await trx(table).select(key, ...compare).whereIn(key, keys.slice(i, i + 500))) as Array<Record<string, unknown>>;
    for (const row of found) existing.set(String(row[key]), row);
  }
  const fresh: Row[] = [];
  for (const [k, row] of unique) {
    const old = existing.get(k);
    if (!old) {
      fresh.push(row);
      counts.added += 1;
    } else if (compare.some((c) => comparable(old[c]) !== comparable(row[c]))) {
      await trx(table).where(key, k).update(Object.fromEntries(compare.map((c) => [c, row[c]])));
      counts.changed += 1;
    } else {
      counts.unchanged += 1;
    }
  }
  await insertRows(trx, table, fresh);
  counts.unchanged += rows.length - unique.size;
  return counts;
}
