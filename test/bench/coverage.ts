import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { CoreModule } from '../../adapters/core.module';
import { insertRows, type Row } from '../../adapters/persistence/bulk-rows';
import { dbDateFormatter } from '../../adapters/persistence/db-date';
import { knexOf } from '../../adapters/persistence/db-rows';
import { MinisearchReportIndex } from '../../adapters/search/minisearch-report-index';
import { AnalyzeCoverage, rankSimilar, SIMILARITY, textTerms, type Position } from '../../core';
import { issueRow, outageRow, positionsByCell, prng, reportText, samplePosition, towerRow } from './coverage-evidence';

const COUNTS = { towers: 500_000, outages: 400_000, issues: 100_000 };
const RUNS = Number(process.env.BENCH_COVERAGE_RUNS ?? 300);
const TARGET_MS = { analysis: 100, similar: 50 };
const BATCH = 50_000;
const DAY_MS = 86_400_000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * Coverage figures on 1,000,000 evidence rows (500,000 towers, 400,000 outage reports, 100,000
 * issue reports) clustered around US metros: p95 of a full coverage analysis (fresh position each
 * time, so never from the cache) and p95 of the similar-report search over the 100,000 reports.
 */
export async function benchCoverage(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bandwise-bench-coverage-'));
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir }), { logger: false });
  try {
    const orm = ctx.get(MikroORM);
    const knex = knexOf(orm);
    const dbDate = dbDateFormatter(orm);
    const now = Date.now();
    const rand = prng(5);
    const started = process.hrtime.bigint();
    const fill = async (table: string, total: number, make: (i: number, p: Position) => Row) => {
      const { lat, lng, order } = positionsByCell(total, rand);
      for (let done = 0; done < total; done += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, total - done) }, (_, k) => {
          const i = order[done + k];
          return make(done + k, { lat: lat[i], lng: lng[i] });
        });
        await knex.transaction((trx) => insertRows(trx, table, rows));
      }
    };
    await fill('cell_towers', COUNTS.towers, (i, p) => towerRow(i, p, rand, now));
    await fill('outage_reports', COUNTS.outages, (i, p) => outageRow(i, p, rand, dbDate, now));
    await fill('issue_reports', COUNTS.issues, (_, p) => issueRow(p, rand, dbDate, now));
    console.log(`\nCoverage evidence: ${(COUNTS.towers + COUNTS.outages + COUNTS.issues).toLocaleString('en-US')} rows generated in ${(ms(started) / 1000).toFixed(1)} s (SQLite; multi-row inserts in cell order, 50,000 rows per transaction).`);

    const analyze = ctx.get(AnalyzeCoverage);
    const analysis: number[] = [];
    let providers = 0;
    for (let i = 0; i < RUNS; i++) {
      const p = samplePosition(rand, 8);
      const t = process.hrtime.bigint();
      const r = await analyze.execute({ lat: p.lat, lng: p.lng, address: 'bench' });
      analysis.push(ms(t));
      if (!r.ok) throw new Error(r.error.message);
      providers += r.value.analysis.mobile_providers.length;
    }

    const index = ctx.get(MinisearchReportIndex);
    const loading = process.hrtime.bigint();
    await index.ready();
    const loadMs = ms(loading);
    const similar: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const p = samplePosition(rand, 8);
      const { text } = reportText(rand);
      const t = process.hrtime.bigint();
      const matches = await index.search({ text, center: p, radiusKm: SIMILARITY.radiusKm, since: new Date(now - SIMILARITY.windowDays * DAY_MS), limit: 200 });
      found += rankSimilar(p, textTerms(text).length, matches, new Date(now)).slice(0, SIMILARITY.limit).length;
      similar.push(ms(t));
    }
    const verdict = (p95: number, target: number) => `${p95 < target ? 'ok' : 'MISSED'} (< ${target} ms)`;
    const a95 = percentile(analysis, 95);
    const s95 = percentile(similar, 95);
    console.log('| measure | p50 ms | p95 ms | target |');
    console.log('|---|---:|---:|---|');
    console.log(`| coverage analysis, 10 km, ${RUNS} positions (${(providers / RUNS).toFixed(0)} mobile providers each) | ${percentile(analysis, 50).toFixed(1)} | ${a95.toFixed(1)} | ${verdict(a95, TARGET_MS.analysis)} |`);
    console.log(`| similar reports over ${COUNTS.issues.toLocaleString('en-US')} reports, ${RUNS} queries (${(found / RUNS).toFixed(1)} similar each) | ${percentile(similar, 50).toFixed(1)} | ${s95.toFixed(1)} | ${verdict(s95, TARGET_MS.similar)} |`);
    console.log(`Report index loaded in ${(loadMs / 1000).toFixed(1)} s; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB.`);
  } finally {
    await ctx.close();
  }
}

if (require.main === module) {
  benchCoverage().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
