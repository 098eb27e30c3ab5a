import { ConfigError } from './config-error';
import { resolve } from 'node:path';
import { loadAdminSettings, type AdminSettings } from './admin-config';
import { dataDirOf } from './data-dir';
import { loadPushSettings, type PushSettings } from './push/push-endpoint-policy';
import { loadSecuritySettings, parseTrustProxy, type SecuritySettings } from './security-config';

/** Settings read once from the environment; every default runs the product embedded (SQLite, outbox). */
export interface AppConfig extends AdminSettings, SecuritySettings {
  port: number;
  host: string;
  /** postgres://... selects PostgreSQL; absent means SQLite under `dataDir`. */
  databaseUrl: string | null;
  /** redis://... shares rate-limit counters, the coverage cache and job locks between instances. */
  redisUrl: string | null;
  dataDir: string;
  /** Network name shown where the specification says "DOTM". */
  networkName: string;
  /** When customer support answers, as the policy states it (SUPPORT_HOURS, e.g. "Monday to Friday, 8:00-20:00 ET"); null leaves it out. */
  supportHours: string | null;
  /** Curated carrier id of the host network the operator's own network rides (its band plan); NETWORK_HOST. */
  networkHost: string;
  production: boolean;
  /** Largest accepted JSON body. */
  bodyLimit: string;
  /** Directory of the built web app served beside the API. */
  webDir: string;
  /** How often in-memory data (TACs, blacklist) is checked for changes made by other processes. */
  refreshMs: number;
  /** Requests per hour for one client address without an API key. */
  anonRequestsPerHour: number;
  /** API keys one client address may create per hour. */
  keysPerHour: number;
  /** Express `trust proxy`: false, a hop count or a list of proxy addresses (`true` is refused). */
  trustProxy: false | number | string;
  /** Browser origins allowed to call the API (CORS); the web app itself is same-origin. */
  corsOrigins: string[];
  /** Origins of a configured map tile server, allowed as image sources. */
  tileOrigins: string[];
  /** Tile URL template of the web map's basemap (MAP_TILE_URL); '' turns tiles off (outline map only). */
  mapTileUrl: string;
  /** Attribution shown on the basemap (MAP_TILE_ATTRIBUTION). */
  mapTileAttribution: string;
  /** Where "Get a SIM" and "eSIM" send a visitor whose device works (SIGNUP_URL). */
  signupUrl: string;
  /** The operator's help address shown to visitors (SUPPORT_EMAIL); '' when none is set, and then none is shown. */
  supportEmail: string;
  /** Worker threads for speech synthesis and MP3 encoding (each holds its own engine, about 60 MB). */
  voiceWorkers: number;
  /** Bulk checks: days a job's inputs and report are kept (BULK_RETENTION_DAYS), how often the worker looks for jobs, its lease. */
  bulk: { retentionDays: number; pollMs: number; leaseMs: number };
  /** Where Web Push may connect: allowed push hosts and ports (public addresses only). */
  push: PushSettings;
  /** Load the TAC lists shipped in adapters/catalog/shipped on start (SHIPPED_TACS=off skips them). */
  shippedTacs: boolean;
  /** Voice guides rendered into the cache after `serve` starts (VOICE_PREWARM): all languages, some codes, or none. */
  voicePrewarm: 'all' | string[] | false;
  /** Days issue reports are kept before the retention job deletes them (REPORT_RETENTION_DAYS). */
  reportRetentionDays: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
    dataDir: dataDirOf(env.DATA_DIR),
    networkName: env.NETWORK_NAME?.trim() || 'Bandwise Mobile',
    supportHours: env.SUPPORT_HOURS?.trim().slice(0, 200) || null,
    networkHost: env.NETWORK_HOST?.trim().toLowerCase() || 'tmobile',
    production: env.NODE_ENV === 'production',
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    webDir: resolve(env.WEB_DIR ?? resolve(__dirname, '..', 'web')),
    refreshMs: Number(env.REFRESH_MS ?? 2000),
    anonRequestsPerHour: Number(env.RATE_LIMIT_ANON_PER_HOUR ?? 1000),
    keysPerHour: Number(env.RATE_LIMIT_KEYS_PER_HOUR ?? 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    tileOrigins: list(tileUrl(env)).map((u) => new URL(u.replace(/\{[a-z]\}/g, 'x')).origin),
    mapTileUrl: tileUrl(env),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() || (env.MAP_TILE_URL === undefined ? OSM_ATTRIBUTION : ''),
    signupUrl: env.SIGNUP_URL?.trim() || '/signup',
    supportEmail: supportEmailOf(env.SUPPORT_EMAIL),
    voiceWorkers: Math.max(1, Math.min(8, Number(env.VOICE_WORKERS) || 2)),
    bulk: {
      retentionDays: Math.max(1, Number(env.BULK_RETENTION_DAYS) || 30),
      pollMs: Math.max(100, Number(env.BULK_POLL_MS) || 1000),
      leaseMs: Math.max(1000, Number(env.BULK_LEASE_MS) || 15_000),
    },
    push: loadPushSettings(env),
    shippedTacs: !/^(off|0|false|no)$/i.test(env.SHIPPED_TACS?.trim() ?? ''),
    voicePrewarm: parseVoicePrewarm(env.VOICE_PREWARM),
    reportRetentionDays: Math.max(1, Number(env.REPORT_RETENTION_DAYS) || 90),
    ...loadAdminSettings(env, port),
    ...loadSecuritySettings(env, env.NODE_ENV === 'production'),
  };
}

/** OpenStreetMap's standard tiles (tile usage policy: https://operations.osmfoundation.org/policies/tiles/). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
/** MAP_TILE_URL, OpenStreetMap when unset, none when set empty ("" or "off"). */
const tileUrl = (env: NodeJS.ProcessEnv): string => {
  const value = env.MAP_TILE_URL?.trim();
  if (value === undefined) return OSM_TILE_URL;
  return value === 'off' ? '' : value;
};

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * CORS_ORIGINS: origins (scheme, host and port) in the form browsers send them, so a trailing slash
 * or capitals still match; `*`, a path or text that is no origin is refused at start, not ignored.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  return list(value).map((entry) => {
    if (entry === '*') throw new ConfigError('CORS_ORIGINS=* is refused: name each origin that may call the API from a browser, e.g. CORS_ORIGINS=https://app.example.com');
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      throw new ConfigError(`CORS_ORIGINS entry "${entry.slice(0, 100)}" is not an origin: give the scheme, host and port only, e.g. https://app.example.com or http://localhost:5173`);
    }
    return url.origin;
  });
}

function parseVoicePrewarm(value: string | undefined): 'all' | string[] | false {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'all' || v === 'true') return 'all';
  if (v === 'false' || v === '0' || v === 'off') return false;
  return list(v);
}

/** SUPPORT_EMAIL as an address a mailto: link can carry; anything else stops start-up, named. */
function supportEmailOf(raw: string | undefined): string {
  const email = raw?.trim() ?? '';
  if (email && !/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(email)) throw new ConfigError(`SUPPORT_EMAIL must be an e-mail address such as help@example.com, got "${email}"`);
  return email;
}
