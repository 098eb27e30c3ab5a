import { ConfigError } from './config-error';
import { readFileSync } from 'node:fs';

/** Server limits and secrets that matter for security (see SECURITY.md); part of AppConfig. */
export interface SecuritySettings {
  /** Key of the IMEI HMAC; null only in development, where a generated one is kept in the database. */
  imeiHashSecret: string | null;
  server: ServerLimits;
  apiKeys: ApiKeyLimits;
}

/** Node HTTP server limits: a slow or idle client cannot hold a connection for long. */
export interface ServerLimits {
  /** Time to receive the whole request head. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included (a trickled body is cut off). */
  requestTimeoutMs: number;
  /** Idle time of a kept-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections at once; more are refused. */
  maxConnections: number;
  /**
   * Open connections at once from one client address, so one client cannot take the whole cap;
   * not applied behind a trusted proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  maxConnectionsPerAddress: number;
  /** How often expired requests are looked for (Node's connectionsCheckingInterval). */
  checkIntervalMs: number;
}

export interface ApiKeyLimits {
  /** Days a new key lives. */
  ttlDays: number;
  /** Live (unrevoked, unexpired) keys one e-mail address may hold. */
  perEmail: number;
  /** Live keys created from one client address (IPv6: one /48). */
  perAddress: number;
}

const MIN_SECRET = 16;

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return n;
};

function imeiSecretOf(env: NodeJS.ProcessEnv, production: boolean): string | null {
  let secret = env.IMEI_HASH_SECRET?.trim() || null;
  const file = env.IMEI_HASH_SECRET_FILE?.trim();
  if (!secret && file) {
    try {
      secret = readFileSync(file, 'utf8').trim() || null;
    } catch {
      throw new ConfigError(`IMEI_HASH_SECRET_FILE cannot be read: ${file}`);
    }
  }
  if (secret && secret.length < MIN_SECRET) throw new ConfigError(`IMEI_HASH_SECRET must be at least ${MIN_SECRET} characters (32 random bytes recommended)`);
  if (!secret && production) {
    throw new ConfigError('NODE_ENV=production needs IMEI_HASH_SECRET (or IMEI_HASH_SECRET_FILE): a secret kept beside the hashes in the database would not protect the IMEIs. Generate one with: openssl rand -base64 32');
  }
  return secret;
}

export function loadSecuritySettings(env: NodeJS.ProcessEnv, production: boolean): SecuritySettings {
  return {
    imeiHashSecret: imeiSecretOf(env, production),
    server: {
      headersTimeoutMs: int(env, 'SERVER_HEADERS_TIMEOUT_MS', 15_000),
      requestTimeoutMs: int(env, 'SERVER_REQUEST_TIMEOUT_MS', 30_000),
      keepAliveTimeoutMs: int(env, 'SERVER_KEEP_ALIVE_TIMEOUT_MS', 5_000),
      maxConnections: int(env, 'SERVER_MAX_CONNECTIONS', 1_000),
      maxConnectionsPerAddress: int(env, 'SERVER_MAX_CONNECTIONS_PER_ADDRESS', 250),
      checkIntervalMs: int(env, 'SERVER_TIMEOUT_CHECK_MS', 1_000),
    },
    apiKeys: {
      ttlDays: int(env, 'API_KEY_TTL_DAYS', 365),
      perEmail: int(env, 'API_KEYS_PER_EMAIL', 5),
      perAddress: int(env, 'API_KEYS_PER_ADDRESS', 20),
    },
  };
}

/** TRUST_PROXY as Express takes it; `true` is refused (any client could then pick its own address). */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError('TRUST_PROXY=true is refused: it would let any client choose the address its rate limits count. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,loopback).');
  }
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
