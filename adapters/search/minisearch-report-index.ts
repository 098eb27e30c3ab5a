import MiniSearch from 'minisearch';
import { distanceKm, indexTerm, SIMILARITY, type IssueReport, type ReportTextIndex, type SimilarQuery, type TextMatch } from '../../core';

/** Where the index reads stored reports from: ids increase, so new rows are those above the last seen. */
export interface ReportSource {
  readAfter(afterId: number, since: Date, limit: number): Promise<IssueReport[]>;
}

const SHARD_DEGREES = 1;
const DAY_MS = 86_400_000;
const BATCH = 5000;
const shardOf = (lat: number, lng: number) => `${Math.floor(lat / SHARD_DEGREES)}:${Math.floor(lng / SHARD_DEGREES)}`;
const tokenize = (text: string) => text.replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u);

/**
 * BM25 search (MiniSearch) over the reports of the last 90 days, sharded by one-degree cells: a
 * query scores only the shards within its radius, so its cost follows the reports nearby, not the
 * whole table. Reports are loaded on first use and new rows (from any process) are picked up by
 * polling the table.
 */
export class MinisearchReportIndex implements ReportTextIndex {
  private readonly shards = new Map<string, MiniSearch<{ id: string; description: string }>>();
  private readonly reports = new Map<string, IssueReport>();
  private lastId = 0;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  constructor(
    private readonly source: ReportSource,
    private readonly now: () => Date,
    private readonly pollMs: number,
  ) {}

  async search(q: SimilarQuery): Promise<TextMatch[]> {
    await this.ready();
    const matches: TextMatch[] = [];
    for (const key of this.shardsWithin(q.center.lat, q.center.lng, q.radiusKm)) {
      const shard = this.shards.get(key);
      if (!shard) continue;
      for (const hit of shard.search(q.text, { combineWith: 'OR' })) {
        const report = this.reports.get(String(hit.id));
        if (!report || report.reportedAt < q.since || distanceKm(q.center, report.position) > q.radiusKm) continue;
        matches.push({ report, score: hit.score, matchedTerms: new Set(hit.queryTerms).size });
      }
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, q.limit);
  }

  async add(report: IssueReport): Promise<void> {
    await this.ready();
    this.put(report);
  }

  /** Loads the reports of the window once, then starts following new rows. */
  ready(): Promise<void> {
    this.loading ??= this.follow().then(() => {
      if (this.pollMs > 0) {
        this.timer = setInterval(() => void this.follow().catch(() => undefined), this.pollMs);
        this.timer.unref();
      }
    });
    return this.loading;
  }

  /**
   * Forgets every report and reads the window again. New reports arrive by polling, but deleted
   * ones (`bandwise seed --demo --remove` in another process) would otherwise stay listed as
   * similar until a restart.
   */
  async reload(): Promise<void> {
    if (!this.loading) return;
    await this.loading;
    this.shards.clear();
    this.reports.clear();
    this.lastId = 0;
    await this.follow();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async follow(): Promise<void> {
    const since = new Date(this.now().getTime() - SIMILARITY.windowDays * DAY_MS);
    for (;;) {
      const batch = await this.source.readAfter(this.lastId, since, BATCH);
      for (const report of batch) this.put(report);
      if (batch.length) this.lastId = Math.max(this.lastId, Number(batch[batch.length - 1].id));
      if (batch.length < BATCH) break;
    }
    if (this.now().getTime() - this.lastPrune > DAY_MS / 24) this.prune(since);
  }

  private put(report: IssueReport): void {
    if (this.reports.has(report.id)) return;
    const key = shardOf(report.position.lat, report.position.lng);
    let shard = this.shards.get(key);
    if (!shard) {
      shard = new MiniSearch({ fields: ['description'], tokenize, processTerm: (term) => indexTerm(term) ?? null });
      this.shards.set(key, shard);
    }
    shard.add({ id: report.id, description: report.description });
    this.reports.set(report.id, report);
  }

  /** Drops reports that have left the window, so memory follows the window, not the table. */
  private prune(since: Date): void {
    this.lastPrune = this.now().getTime();
    for (const [id, report] of this.reports) {
      if (report.reportedAt >= since) continue;
      this.shards.get(shardOf(report.position.lat, report.position.lng))?.discard(id);
      this.reports.delete(id);
    }
  }

  private shardsWithin(lat: number, lng: number, radiusKm: number): string[] {
    const dLat = radiusKm / 111.2;
    const dLng = Math.min(180, radiusKm / (111.32 * Math.max(0.01, Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180))));
    const keys: string[] = [];
    for (let a = Math.floor((lat - dLat) / SHARD_DEGREES); a <= Math.floor((lat + dLat) / SHARD_DEGREES); a++) {
      for (let b = Math.floor((lng - dLng) / SHARD_DEGREES); b <= Math.floor((lng + dLng) / SHARD_DEGREES); b++) {
        keys.push(`${a}:${(((b + 180) % 360) + 360) % 360 - 180}`);
      }
    }
    return keys;
  }
}
