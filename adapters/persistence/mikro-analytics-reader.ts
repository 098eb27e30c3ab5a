import type { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { DEMO_API_KEY, DEMO_DAYS, DEMO_RECENT_ACTIVITY, DEMO_TOP, lastDays, type AnalyticsReader, type DemoAnalytics, type DeviceModel, type DeviceType } from '../../core';
import type { PlaceResolver } from '../geo/coarse-place';
import { ApiKeyUsage } from './api-key-usage';
import { dbDateFormatter } from './db-date';
import { fromDbDate, isSqlite, knexOf } from './db-rows';
import { DEMO_CHANNEL } from './mikro-demo-data';

/** Entries made from demo data carry `demo: true`; real ones keep the shape they always had. */
const demoMark = (demo: boolean) => (demo ? { demo: true as const } : {});

const DAY_MS = 86_400_000;
const CACHE_MS = 15_000;
/** Distinct location texts placed per computation: the most searched ones. */
const LOCATION_GROUPS = 500;
const TYPE_LABEL: Record<DeviceType, string> = {
  smartphone: 'Smartphone', tablet: 'Tablet', watch: 'Smartwatch', feature_phone: 'Feature phone', hotspot: 'Mobile hotspot',
};

type Num = number | string | null;
const n = (v: Num | undefined): number => Number(v ?? 0);

/**
 * The demo analytics from SQL aggregates (counts, sums, GROUP BY with LIMIT); only the grouped
 * results reach memory. Places come from the PlaceResolver, device types from the curated
 * catalog. The answer is cached for 15 seconds, as the page is public.
 */
export class MikroAnalyticsReader implements AnalyticsReader {
  private cached: { at: number; value: DemoAnalytics } | null = null;
  private readonly typeOf: Map<string, DeviceType>;
  /** By "make|model": a device named by the visitor (model number, catalog id) has no TAC row to join. */
  private readonly typeByName: Map<string, DeviceType>;

  constructor(private readonly orm: MikroORM, private readonly places: PlaceResolver, catalog: DeviceModel[], private readonly usage: ApiKeyUsage) {
    this.typeOf = new Map(catalog.map((m) => [m.id, m.deviceType]));
    this.typeByName = new Map(catalog.map((m) => [`${m.make}|${m.model}`, m.deviceType]));
  }

  private get knex(): Knex {
    return knexOf(this.orm);
  }

  async demo(now: Date): Promise<DemoAnalytics> {
    if (this.cached && now.getTime() - this.cached.at < CACHE_MS) return this.cached.value;
    await this.usage.flush().catch(() => undefined);
    const k = this.knex;
    const totals = (await k('searches')
      .count({ total: '*' })
      .sum({ compatible: k.raw('case when success and compatible then 1 else 0 end') })
      // A verdict of "unknown" is no answer either way: it counts as unknown, with the failed lookups.
      .sum({ incompatible: k.raw("case when success and not compatible and (verdict is null or verdict <> 'unknown') then 1 else 0 end") })
      .sum({ demo: this.demoRows() })
      .first()) as Record<string, Num>;
    const users = (await k('api_keys').countDistinct({ n: 'email' }).whereNot('email', 'like', '%.invalid').first()) as { n: Num };
    const keys = (await k('api_keys').count({ n: '*' }).sum({ demo: k.raw('case when id = ? then 1 else 0 end', [DEMO_API_KEY.id]) }).whereNull('revoked_at').first()) as { n: Num; demo: Num };
    const total = n(totals.total);
    const compatible = n(totals.compatible);
    const incompatible = n(totals.incompatible);
    const value: DemoAnalytics = {
      totalSearches: total,
      totalUsers: n(users.n),
      totalApiKeys: n(keys.n),
      compatibilityStats: { compatible, incompatible, unknown: total - compatible - incompatible },
      deviceTypes: await this.deviceTypes(),
      locationStats: await this.locations(),
      apiUsageStats: await this.apiUsage(now),
      popularDevices: await this.popularDevices(),
      recentActivity: await this.recentActivity(),
      searchesByDay: await this.searchesByDay(now),
      demoSearches: n(totals.demo),
      demoApiKeys: n(keys.demo),
      generatedAt: now.toISOString(),
    };
    this.cached = { at: now.getTime(), value };
    return value;
  }

  private async deviceTypes(): Promise<DemoAnalytics['deviceTypes']> {
    const rows = (await this.knex('searches as s')
      .leftJoin('tac_entries as t', 't.tac', 's.tac')
      .select('t.model_id as modelId', 's.make as make', 's.model as model')
      .count({ n: '*' })
      .where('s.success', true)
      .groupBy('t.model_id', 's.make', 's.model')) as Array<{ modelId: string | null; make: string | null; model: string | null; n: Num }>;
    const byType = new Map<string, number>();
    for (const r of rows) {
      const type = (r.modelId && this.typeOf.get(r.modelId)) || this.typeByName.get(`${r.make}|${r.model}`);
      const label = type ? TYPE_LABEL[type] : 'Other';
      byType.set(label, (byType.get(label) ?? 0) + n(r.n));
    }
    return [...byType].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)).slice(0, DEMO_TOP);
  }

  private async locations(): Promise<DemoAnalytics['locationStats']> {
    const rows = (await this.knex('searches')
      .select('location')
      .count({ n: '*' })
      .sum({ demo: this.demoRows() })
      .whereNotNull('location')
      .groupBy('location')
      .orderBy('n', 'desc')
      .limit(LOCATION_GROUPS)) as Array<{ location: string; n: Num; demo: Num }>;
    const byPlace = new Map<string, DemoAnalytics['locationStats'][number] & { real: number }>();
    for (const r of rows) {
      const p = this.places.resolve(r.location);
      if (p.city === 'Unknown' && p.state === 'Unknown' && p.country === 'Unknown') continue;
      const key = `${p.city}|${p.state}|${p.country}`;
      const entry = byPlace.get(key) ?? { ...p, searches: 0, real: 0 };
      entry.searches += n(r.n);
      entry.real += n(r.n) - n(r.demo);
      byPlace.set(key, entry);
    }
    const top = [...byPlace.values()].sort((a, b) => b.searches - a.searches || a.city.localeCompare(b.city)).slice(0, DEMO_TOP);
    return top.map(({ real, ...place }) => ({ ...place, ...demoMark(real === 0) }));
  }

  private async apiUsage(now: Date): Promise<DemoAnalytics['apiUsageStats']> {
    const k = this.knex;
    const usage = k('api_key_usage')
      .select('api_key_id')
      .sum({ total: 'requests' })
      .sum({ last_hour: k.raw('case when minute >= ? then requests else 0 end', [ApiKeyUsage.hourAgo(now)]) })
      .groupBy('api_key_id')
      .as('u');
    const violations = k('rate_limit_violations').select('api_key_id').count({ n: '*' }).whereNotNull('api_key_id').groupBy('api_key_id').as('v');
    const rows = (await k('api_keys as k')
      .leftJoin(usage, 'u.api_key_id', 'k.id')
      .leftJoin(violations, 'v.api_key_id', 'k.id')
      .select('k.id', k.raw('coalesce(u.total, 0) as total'), k.raw('coalesce(u.last_hour, 0) as last_hour'), k.raw('coalesce(v.n, 0) as violations'))
      .where((q) => q.where(k.raw('coalesce(u.total, 0)'), '>', 0).orWhere(k.raw('coalesce(v.n, 0)'), '>', 0))
      .orderBy([{ column: 'total', order: 'desc' }, { column: 'violations', order: 'desc' }, { column: 'k.name' }])
      .limit(DEMO_TOP)) as Array<{ id: string; total: Num; last_hour: Num; violations: Num }>;
    // Key names are free text chosen by whoever minted the key: the public demo shows a rank instead.
    // The demo key's name is the product's own, and says it is demo data; real keys are ranked apart from it.
    let rank = 0;
    return rows.map((r) => {
      const figures = { totalRequests: n(r.total), requestsLastHour: n(r.last_hour), rateLimitViolations: n(r.violations) };
      return r.id === DEMO_API_KEY.id ? { apiKeyName: DEMO_API_KEY.name, ...figures, demo: true as const } : { apiKeyName: `API key #${++rank}`, ...figures };
    });
  }

  /** 1 for a search made by `bandwise seed --demo`, for a SUM. */
  private demoRows(): Knex.Raw {
    return this.knex.raw('case when channel = ? then 1 else 0 end', [DEMO_CHANNEL]);
  }

  private async popularDevices(): Promise<DemoAnalytics['popularDevices']> {
    const rows = (await this.knex('searches')
      .select('make', 'model')
      .count({ n: '*' })
      .sum({ demo: this.demoRows() })
      .where('success', true)
      .groupBy('make', 'model')
      .orderBy([{ column: 'n', order: 'desc' }, { column: 'make' }, { column: 'model' }])
      .limit(DEMO_TOP)) as Array<{ make: string; model: string; n: Num; demo: Num }>;
    return rows.map((r) => ({ brand: r.make, model: r.model, searches: n(r.n), ...demoMark(n(r.demo) === n(r.n)) }));
  }

  private async recentActivity(): Promise<DemoAnalytics['recentActivity']> {
    const checks = (await this.knex('searches')
      .select('make', 'model', 'carrier', 'success', 'error_code', 'compatible', 'verdict', 'location', 'channel', 'searched_at')
      .orderBy('searched_at', 'desc')
      .limit(DEMO_RECENT_ACTIVITY)) as Array<Record<string, unknown>>;
    const keys = (await this.knex('api_keys').select('id', 'created_at').orderBy('created_at', 'desc').limit(DEMO_RECENT_ACTIVITY)) as Array<{ id: string; created_at: unknown }>;
    const activity = [
      ...checks.map((c) => ({ action: 'Device check', details: checkDetails(c), location: this.places.label(c.location as string | null), at: fromDbDate(c.searched_at), ...demoMark(c.channel === DEMO_CHANNEL) })),
      ...keys.map((key) => {
        const demo = key.id === DEMO_API_KEY.id;
        return { action: 'API key created', details: demo ? 'The demo key of bandwise seed --demo' : 'A developer created an API key', location: 'Unknown', at: fromDbDate(key.created_at), ...demoMark(demo) };
      }),
    ];
    return activity
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, DEMO_RECENT_ACTIVITY)
      // The public page shows when to the hour only: an exact time beside a device and a place could single out a person.
      .map(({ at, ...rest }) => ({ ...rest, timestamp: new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString() }));
  }

  private async searchesByDay(now: Date): Promise<DemoAnalytics['searchesByDay']> {
    const days = lastDays(now, DEMO_DAYS);
    const from = new Date(`${days[0]}T00:00:00Z`);
    const k = this.knex;
    const day = isSqlite(this.orm) ? k.raw('cast(searched_at / ? as integer)', [DAY_MS]) : k.raw('floor(extract(epoch from searched_at) / 86400)');
    const rows = (await k('searches')
      .select({ day })
      .count({ n: '*' })
      .where('searched_at', '>=', dbDateFormatter(this.orm)(from))
      .groupBy(k.raw('1'))) as Array<{ day: Num; n: Num }>;
    const counts = new Map(rows.map((r) => [new Date(n(r.day) * DAY_MS).toISOString().slice(0, 10), n(r.n)]));
    return days.map((date) => ({ date, searches: counts.get(date) ?? 0 }));
  }
}

const HOUR_MS = 3_600_000;

function checkDetails(c: Record<string, unknown>): string {
  if (c.error_code === 'IMEI_BLACKLISTED') return 'Blocked device';
  if (!c.success) return 'Device not in the database';
  const on = c.carrier ? ` on ${c.carrier as string}` : '';
  const said = c.verdict ? VERDICT_WORDS[c.verdict as string] : undefined;
  return `${c.make as string} ${c.model as string}${on}: ${said ?? (c.compatible ? 'compatible' : 'limited compatibility')}`;
}

/** How an activity line reads a check's verdict; rows from before verdicts keep the old wording. */
const VERDICT_WORDS: Record<string, string> = {
  works: 'compatible',
  works_with_limits: 'works with limits',
  needs_carrier_approval: 'needs carrier approval',
  does_not_work: 'does not work',
  unknown: 'compatibility unknown',
};
