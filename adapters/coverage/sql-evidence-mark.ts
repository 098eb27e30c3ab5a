import type { MikroORM } from '@mikro-orm/core';
import type { StoredEvidenceMark } from '../../core';
import { knexOf } from '../persistence/db-rows';

const TABLES = ['issue_reports', 'outage_reports', 'cell_towers'];
/** Written once as plain SQL: building it per call costs more than running it. */
const SQL = `select ${TABLES.map((table, i) => `(select max(id) from ${table}) as m${i}`).join(', ')}`;

/**
 * The evidence tables' highest row ids, read in one statement: each is the last entry of a primary
 * key index (a few page reads on SQLite and PostgreSQL alike), and it grows with every report or
 * row another process adds, so an answer cached before them is not served after.
 */
export class SqlEvidenceMark implements StoredEvidenceMark {
  constructor(private readonly orm: MikroORM) {}

  async current(): Promise<string> {
    const result = (await knexOf(this.orm).raw(SQL)) as Array<Record<string, unknown>> | { rows: Array<Record<string, unknown>> };
    // SQLite answers the rows; PostgreSQL a result that holds them.
    const [row] = Array.isArray(result) ? result : result.rows;
    return TABLES.map((_, i) => String(row?.[`m${i}`] ?? 0)).join('.');
  }
}
