import type { MikroORM } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { VOICE_CAPABILITIES, type Capabilities, type CapabilityLevel, type SearchChannel, type SearchPosition, type SearchReader, type SearchScope, type SearchStats, type SearchView } from '../../core';
import { dbDateFormatter } from './db-date';
import { isSqlite } from './db-rows';
import { DEMO_CHANNEL } from './mikro-demo-data';

interface Row {
  id: string;
  imei_masked: string;
  make: string | null;
  model: string | null;
  release_year: number | null;
  carrier: string | null;
  success: number | boolean;
  compatible: number | boolean;
  error_code: string | null;
  four_g: string | null;
  five_g: string | null;
  volte: string | null;
  wifi_calling: string | null;
  inferred: string | null;
  location: string | null;
  channel: string;
  searched_at: number | string | Date;
}

const COLUMNS = ['id', 'imei_masked', 'make', 'model', 'release_year', 'carrier', 'success', 'compatible', 'error_code', 'four_g', 'five_g', 'volte', 'wifi_calling', 'inferred', 'location', 'channel', 'searched_at'];

function toView(r: Row): SearchView {
  const capabilities: Capabilities | null = r.four_g
    ? { fourG: r.four_g as CapabilityLevel, fiveG: r.five_g as CapabilityLevel, volte: r.volte as CapabilityLevel, wifiCalling: r.wifi_calling as CapabilityLevel }
    : null;
  return {
    id: r.id,
    imei: r.imei_masked,
    device: r.make && r.model ? { make: r.make, model: r.model, year: r.release_year } : null,
    capabilities,
    inferred: VOICE_CAPABILITIES.filter((c) => r.inferred?.split(',').includes(c)),
    carrier: r.carrier,
    success: Boolean(r.success),
    compatible: Boolean(r.compatible),
    errorCode: r.error_code,
    location: r.location,
    channel: r.channel as SearchChannel,
    searchedAt: new Date(typeof r.searched_at === 'string' && /^\d+$/.test(r.searched_at) ? Number(r.searched_at) : r.searched_at),
  };
}

/** Reads searches with the query builder; counts and rankings are SQL aggregates over indexed columns. */
export class MikroSearchReader implements SearchReader {
  constructor(private readonly orm: MikroORM) {}

  private get knex(): Knex {
    return (this.orm.em as SqlEntityManager).getKnex();
  }

  private scoped(scope: SearchScope, db: Knex = this.knex): Knex.QueryBuilder {
    const q = db('searches');
    return 'apiKeyId' in scope ? q.where('api_key_id', scope.apiKeyId) : q;
  }

  async findById(id: string, scope: SearchScope): Promise<SearchView | null> {
    const row = (await this.scoped(scope).first(COLUMNS).where('id', id)) as Row | undefined;
    return row ? toView(row) : null;
  }

  async recent(scope: SearchScope, limit: number, before?: SearchPosition): Promise<SearchView[]> {
    const q = this.scoped(scope).select(COLUMNS).where('success', true);
    if (before) {
      const at = dbDateFormatter(this.orm)(before.searchedAt);
      q.andWhere((w) => w.where('searched_at', '<', at).orWhere((same) => same.where('searched_at', at).andWhere('id', '<', before.id)));
    }
    const rows = (await q.orderBy([{ column: 'searched_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as Row[];
    return rows.map(toView);
  }

  /**
   * The figures from one snapshot, so a search committed meanwhile is in all of them or in none
   * (SQLite's read transaction is one; PostgreSQL's needs REPEATABLE READ).
   */
  stats(scope: SearchScope): Promise<SearchStats> {
    return this.knex.transaction((trx) => this.statsIn(trx, scope), isSqlite(this.orm) ? {} : { isolationLevel: 'repeatable read', readOnly: true });
  }

  private async statsIn(db: Knex, scope: SearchScope): Promise<SearchStats> {
    const totals = (await this.scoped(scope, db)
      .count({ total: '*' })
      .sum({ ok: this.knex.raw('case when success then 1 else 0 end') })
      .sum({ api: this.knex.raw("case when channel = 'api' then 1 else 0 end") })
      .first()) as { total: number | string; ok: number | string | null; api: number | string | null };
    const unique = (await this.scoped(scope, db)
      .where('success', true)
      .countDistinct({ n: this.knex.raw("make || '|' || model") })
      .first()) as { n: number | string };
    const popular = (await this.scoped(scope, db)
      .select('make', 'model')
      .count({ searches: '*' })
      .where('success', true)
      .groupBy('make', 'model')
      .orderBy([{ column: 'searches', order: 'desc' }, { column: 'make' }, { column: 'model' }])
      .limit(5)) as Array<{ make: string; model: string; searches: number | string }>;
    const total = Number(totals.total);
    return {
      totalSearches: total,
      uniqueDevices: Number(unique.n),
      apiCalls: Number(totals.api ?? 0),
      successRate: total ? Math.round((Number(totals.ok ?? 0) / total) * 1000) / 10 : 0,
      popularDevices: popular.map((p) => ({ name: `${p.make} ${p.model}`, manufacturer: p.make, searches: Number(p.searches) })),
    };
  }

  async demoSearches(scope: SearchScope): Promise<number> {
    const row = (await this.scoped(scope).count({ n: '*' }).where('channel', DEMO_CHANNEL).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  }

  /**
   * Pages through the scope by (searched_at, id), a page at a time, so memory stays flat however
   * many searches there are (the SQLite driver's own stream reads every row first).
   */
  async *stream(scope: SearchScope, pageSize = 1000): AsyncIterable<SearchView> {
    let after: { at: Row['searched_at']; id: string } | null = null;
    for (;;) {
      const q = this.scoped(scope).select(COLUMNS).orderBy([{ column: 'searched_at' }, { column: 'id' }]).limit(pageSize);
      if (after) {
        const { at, id } = after;
        q.andWhere((w) => w.where('searched_at', '>', at).orWhere((x) => x.where('searched_at', at).andWhere('id', '>', id)));
      }
      const rows = (await q) as Row[];
      for (const row of rows) yield toView(row);
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1];
      after = { at: last.searched_at, id: last.id };
    }
  }
}
