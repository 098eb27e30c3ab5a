import type { MikroORM } from '@mikro-orm/core';
import { cellsWithin, distanceKm, latitudeBand, type CoverageArea, type CoverageEvidence, type EvidenceNear, type IssueCategory, type OutageSeverity, type Radio } from '../../core';
import { dbDateFormatter } from './db-date';
import { fromDbDate, knexOf } from './db-rows';

/**
 * Evidence near a place, read through the grid-cell indexes: each query seeks the few cells the
 * circle touches (and, for reports, the time window inside each cell), then keeps the rows whose
 * exact distance is within the radius.
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
    const inCells = (table: string) => knex(table).whereIn('grid_cell', cells).whereBetween('lat', [south, north]);
    const [towers, outages, issues] = await Promise.all([
      inCells('cell_towers').select('network', 'radio', 'lat', 'lng') as Promise<Array<{ network: string | null; radio: Radio; lat: number; lng: number }>>,
      inCells('outage_reports')
        .where('occurred_at', '>=', this.dbDate(since))
        .select('provider_key', 'category', 'severity', 'count', 'occurred_at', 'lat', 'lng') as Promise<Array<Record<string, unknown>>>,
      inCells('issue_reports')
        .where('reported_at', '>=', this.dbDate(since))
        .select('provider_key', 'category', 'reported_at', 'lat', 'lng') as Promise<Array<Record<string, unknown>>>,
    ]);
    const inside = (r: { lat?: unknown; lng?: unknown }) => distanceKm(center, { lat: Number(r.lat), lng: Number(r.lng) }) <= radiusKm;
    return {
      towers: towers.filter(inside).map((t) => ({ network: t.network, radio: t.radio, position: { lat: Number(t.lat), lng: Number(t.lng) } })),
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
        category: i.category as IssueCategory,
        at: fromDbDate(i.reported_at),
        position: { lat: Number(i.lat), lng: Number(i.lng) },
      })),
    };
  }
}
