import { basename } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { BroadbandDirectory, CarrierDirectory, Clock, EvidenceGeneration } from '../../core';
import { countryCoderLocator } from '../geo/country-coder-locator';
import { dbDateFormatter } from '../persistence/db-date';
import { knexOf } from '../persistence/db-rows';
import { upsertByKey, type Row } from '../persistence/bulk-rows';
import { readFeed } from './feed-records';
import { OPENCELLID_COLUMNS, OUTAGE_COLUMNS, outageRow, towerRow, type Parsed } from './feed-rows';
import type { MccMncOperators } from './mcc-mnc-operators';

export interface ImportCounts {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  skipped: number;
  /** The first problems found, with their line numbers. */
  problems: string[];
}

const BATCH = 2000;
const MAX_PROBLEMS = 5;

/**
 * Imports coverage evidence from files: outage feeds (CSV, JSON array or JSON lines) and
 * OpenCelliD cell exports. Files are streamed and written in batches, each in one transaction.
 * Rows are identified (outages by source, provider, time, place and category; towers by their
 * cell identity), so importing the same file again changes nothing.
 */
export class CoverageImportService {
  constructor(
    private readonly orm: MikroORM,
    private readonly carriers: CarrierDirectory,
    private readonly broadband: BroadbandDirectory,
    private readonly operators: MccMncOperators,
    private readonly clock: Clock,
    private readonly generation: EvidenceGeneration | null = null,
  ) {}

  /**
   * Rows are refused (skipped, with the reason) when dated in the future or naming a provider that
   * neither the carrier catalog nor the broadband lists know: such a row could never be rated and
   * would only hide mistakes. A known name resolves to the carrier of the row's country first.
   */
  async importOutages(file: string): Promise<ImportCounts> {
    const dbDate = dbDateFormatter(this.orm);
    const now = this.clock.now();
    const keys = new Map<string, string | null>();
    const keyOf = async (provider: string, country: string | null) => {
      const asked = `${provider.toLowerCase()}|${country ?? ''}`;
      if (!keys.has(asked)) {
        const known = (await this.carriers.findByName(provider, country ?? undefined)) ?? (await this.broadband.findByName(provider));
        keys.set(asked, known?.id ?? null);
      }
      return keys.get(asked)!;
    };
    return this.run(file, OUTAGE_COLUMNS, 'provider', 'outage_reports', 'fingerprint', ['provider', 'provider_key', 'severity', 'count'], async (record) => {
      const parsed = outageRow(record, basename(file), dbDate, now);
      if (!parsed.ok) return parsed;
      const { provider, lat, lng } = parsed.value as { provider: string; lat: number; lng: number };
      const key = await keyOf(provider, countryCoderLocator.countryAt({ lat, lng })?.name ?? null);
      if (!key) return { ok: false, problem: `unknown provider "${provider}": name a carrier or broadband provider the catalog lists` };
      return { ok: true, value: { ...parsed.value, provider_key: key } };
    });
  }

  async importTowers(file: string): Promise<ImportCounts> {
    const dbDate = dbDateFormatter(this.orm);
    return this.run(file, OPENCELLID_COLUMNS, 'radio', 'cell_towers', 'cell_key', ['lat', 'lng', 'range_m', 'samples', 'updated_at', 'network', 'operator'], async (record) => {
      const parsed = towerRow(record, dbDate);
      if (!parsed.ok) return parsed;
      const { lat, lng } = parsed.value.row as { lat: number; lng: number };
      const country = countryCoderLocator.countryAt({ lat, lng })?.code ?? null;
      const { operator, network } = await this.operators.resolve(parsed.value.mcc, parsed.value.mnc, country);
      return { ok: true, value: { ...parsed.value.row, operator: operator?.slice(0, 160) ?? null, network } };
    });
  }

  private async run(
    file: string,
    columns: string[],
    headerMarker: string,
    table: string,
    key: string,
    compare: string[],
    toRow: (record: { line: number; fields: Record<string, string> }) => Promise<Parsed<Row>>,
  ): Promise<ImportCounts> {
    const counts: ImportCounts = { rows: 0, added: 0, changed: 0, unchanged: 0, skipped: 0, problems: [] };
    let batch: Row[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const rows = batch;
      batch = [];
      const written = await knexOf(this.orm).transaction((trx) => upsertByKey(trx, table, key, rows, compare));
      counts.added += written.added;
      counts.changed += written.changed;
      counts.unchanged += written.unchanged;
    };
    for await (const record of readFeed(file, columns, headerMarker)) {
      counts.rows += 1;
      const parsed = await toRow(record);
      if (!parsed.ok) {
        counts.skipped += 1;
        if (counts.problems.length < MAX_PROBLEMS) counts.problems.push(`line ${record.line}: ${parsed.problem}`);
        continue;
      }
      batch.push(parsed.value);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    if (counts.added + counts.changed > 0) await this.generation?.bump();
    return counts;
  }
}
