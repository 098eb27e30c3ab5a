import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import {
  cellsWithin, distanceKm, latitudeBand,
  type CoverageArea, type CoverageEvidence, type EvidenceNear, type IssueCategory, type OutageSeverity, type Position, type Radio, type TowerCount,
} from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, knexOf } from './db-rows';

const KM_PER_DEGREE = 111.2;

/**
 * Evidence near a place, read through the grid-cell indexes: each query seeks the few cells the
 * circle touches (and, for reports, the time window inside each cell). Inside the cells a flat
 * (equirectangular) distance test runs in SQL, accurate to well under 1% at these radii, so towers
 * are counted by the database and only reports near the circle travel; those are then kept by
 * exact great-circle distance.
 */
export class MikroCoverageEvidence implements CoverageEvidence {
  private readonly dbDate: ReturnType<typeof dbDateFormatter>;

  constructor(private readonly orm: MikroORM) {
    this.dbDate = dbDateFormatter(orm);
  }

  async near({ center, radiusKm, since }: CoverageArea): Promise<EvidenceNear> {
    const knex = knexOf(this.orm);
    const cells = cellsWithin(center, radiusKm);
    const [south, north] = latitudeBand(center, radiusKm);
    // Across the antimeridian the flat distance breaks; the rows are then measured here instead.
    const flat = Math.abs(center.lng) + (radiusKm / KM_PER_DEGREE) / Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)) < 180;
    const area = (table: string, slack = 1) => {
      const q = knex(table).whereIn('grid_cell', cells).whereBetween('lat', [south, north]);
      return flat ? within(q, center, radiusKm * slack) : q;
    };
    const inside = (r: { lat?: unknown; lng?: unknown }) => distanceKm(center, { lat: Number(r.lat), lng: Number(r.lng) }) <= radiusKm;
    const [towers, outages, issues] = await Promise.all([
      flat
        ? (area('cell_towers').select('network', 'radio').count({ n: '*' }).groupBy('network', 'radio') as unknown as Promise<Array<{ network: string | null; radio: Radio; n: number | string }>>)
        : (area('cell_towers').select('network', 'radio', 'lat', 'lng') as Promise<Array<{ network: string | null; radio: Radio; lat: number; lng: number }>>).then((rows) =>
            rows.filter(inside).map((r) => ({ network: r.network, radio: r.radio, n: 1 })),
          ),
      area('outage_reports', 1.01)
        .where('occurred_at', '>=', this.dbDate(since))
        .select('provider_key', 'category', 'severity', 'count', 'occurred_at', 'lat', 'lng') as Promise<Array<Record<string, unknown>>>,
      area('issue_reports', 1.01)
        .where('reported_at', '>=', this.dbDate(since))
        // Demo reports (`bandwise seed --demo`) are made up: they never move a real provider's rating.
        .where('demo', false)
        .select('provider_key', 'category', 'reported_at', 'lat', 'lng', 'reporter') as Promise<Array<Record<string, unknown>>>,
    ]);
    return {
      towers: mergeCounts(towers),
      outages: outages.filter(inside).map((o) => ({
        providerKey: String(o.provider_key),
        category: String(o.category),
        severity: o.severity as OutageSeverity,
        count: Number(o.count),
        at: fromDbDate(o.occurred_at),
        position: { lat: Number(o.lat), lng: Number(o.lng) },
      })),
      issues: issues.filter(inside).map((i) => ({
        providerKey: (i.provider_key as string | null) ?? null,
        reporter: (i.reporter as string | null) ?? null,
        category: i.category as IssueCategory,
        at: fromDbDate(i.reported_at),
        position: { lat: Number(i.lat), lng: Number(i.lng) },
      })),
    };
  }
}

/** Rows within `radiusKm` by flat distance, computed by the database (plain arithmetic, any SQL). */
function within(q: Knex.QueryBuilder, center: Position, radiusKm: number): Knex.QueryBuilder {
  const k = Math.cos((center.lat * Math.PI) / 180);
  const r = radiusKm / KM_PER_DEGREE;
  return q.whereRaw('((lat - ?) * (lat - ?) + ((lng - ?) * ?) * ((lng - ?) * ?)) <= ?', [center.lat, center.lat, center.lng, k, center.lng, k, r * r]);
}

function mergeCounts(rows: Array<{ network: string | null; radio: Radio; n: number | string }>): TowerCount[] {
  const counts = new Map<string, TowerCount>();
  for (const row of rows) {
    const key = `${row.network}|${row.radio}`;
    const c = counts.get(key) ?? counts.set(key, { network: row.network ?? null, radio: row.radio, count: 0 }).get(key)!;
    c.count += Number(row.n);
  }
  return [...counts.values()];
}
