import { startPostgres } from './postgres';
import { startRedis } from './redis';

/**
 * Starts a private PostgreSQL and Redis for the production-mode tests (issue 8), so `npm test`
 * needs nothing running beforehand; only the Debian packages (installed by .ci/run).
 */
export default async function globalSetup(): Promise<void> {
  const pgPort = 55000 + Math.floor(Math.random() * 400);
  const pg = startPostgres(pgPort);
  const redis = await startRedis(pgPort + 500);
  process.env.BANDWISE_TEST_PG = pg.url('postgres');
  process.env.BANDWISE_TEST_REDIS = redis.url;
  (globalThis as Record<string, unknown>).__bandwiseServices = { stop: () => { redis.stop(); pg.stop(); } };
}
