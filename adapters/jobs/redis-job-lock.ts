import type Redis from 'ioredis';
import type { MikroJobLock } from '../persistence/mikro-job-lock';

/** Take the lease when free or already ours; one atomic script. */
const ACQUIRE = `local h = redis.call('GET', KEYS[1])
if (not h) or h == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
/** Give the lease back only if it is still ours. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Job leases in Redis when REDIS_URL is set (an expiring key per job); the database lease stands in
 * while Redis is unreachable, so jobs still run on one instance at a time.
 */
export class RedisJobLock {
  constructor(private readonly redis: Redis, private readonly fallback: MikroJobLock) {}

  get holder(): string {
    return this.fallback.holder;
  }

  async acquire(job: string, leaseMs: number): Promise<boolean> {
    try {
      return (await this.redis.eval(ACQUIRE, 1, `bandwise:job:${job}`, this.holder, String(leaseMs))) === 1;
    } catch {
      return this.fallback.acquire(job, leaseMs);
    }
  }

  async release(job: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE, 1, `bandwise:job:${job}`, this.holder);
    } catch {
      await this.fallback.release(job);
    }
  }

  close(): void {
    this.redis.disconnect();
  }
}
