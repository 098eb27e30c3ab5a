import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/core';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { MikroJobLock } from '../persistence/mikro-job-lock';
import { connectRedis } from '../redis-connection';
import { RedisJobLock } from './redis-job-lock';
import { APP_CONFIG } from '../tokens';
import { ScheduledWork } from './scheduled-work';
import { BulkCheckWorker } from './bulk-check-worker';

/** How soon after start each job first runs. */
const FIRST_RUN_MS = 5000;

interface Job {
  name: string;
  everyMs: number;
  /** Lease length when the job renews it as it goes (bulk checks); else most of the period. */
  leaseMs?: number;
  run: (renew: () => Promise<boolean>) => Promise<string>;
}

/**
 * Runs the scheduled jobs (@nestjs/schedule intervals). Before each run an instance takes the
 * job's lease (in Redis when configured, else in the database), so with several instances each job runs on one of them per period;
 * the lease lasts most of the period and is not given back after a success.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly lock: MikroJobLock | RedisJobLock;
  private readonly running = new Map<string, Promise<void>>();
  private readonly jobs: Job[];
  private stopping = false;

  constructor(
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MikroORM) orm: MikroORM,
    @Inject(ScheduledWork) work: ScheduledWork,
    @Inject(BulkCheckWorker) bulk: BulkCheckWorker,
  ) {
    const dbLock = new MikroJobLock(orm, `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`);
    this.lock = config.redisUrl ? new RedisJobLock(connectRedis(config.redisUrl), dbLock) : dbLock;
    const { retryIntervalMs, purgeIntervalMs, retentionIntervalMs } = config.jobs;
    this.jobs = [
      { name: 'retry-messages', everyMs: retryIntervalMs, run: () => work.retryMessages() },
      { name: 'purge-sign-in', everyMs: purgeIntervalMs, run: () => work.purgeExpired() },
      { name: 'search-retention', everyMs: retentionIntervalMs, run: () => work.applyRetention() },
      { name: 'bulk-checks', everyMs: config.bulk.pollMs, leaseMs: config.bulk.leaseMs, run: (renew) => bulk.runPending(renew) },
      { name: 'bulk-retention', everyMs: retentionIntervalMs, run: () => bulk.purgeExpired() },
    ];
  }

  /** Each job runs a few seconds after start (a restart must not postpone it by a period), then every period. */
  onApplicationBootstrap(): void {
    if (!this.config.jobs.enabled) return;
    for (const job of this.jobs) {
      const timer = setInterval(() => void this.runOnce(job), job.everyMs);
      timer.unref();
      this.registry.addInterval(job.name, timer);
      const first = setTimeout(() => void this.runOnce(job), Math.min(job.everyMs, FIRST_RUN_MS));
      first.unref();
      this.registry.addTimeout(job.name, first);
    }
  }

  /** Runs the named job now, under the same lease as the schedule (for support tools and tests). */
  run(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`No job named ${name}`);
    return this.runOnce(job);
  }

  private async runOnce(job: Job): Promise<void> {
    if (this.running.has(job.name)) return;
    const run = (async () => {
      const leaseMs = job.leaseMs ?? Math.max(1000, Math.floor(job.everyMs * 0.9));
      if (!(await this.lock.acquire(job.name, leaseMs))) return;
      this.logger.debug(`${job.name}: lease taken by ${this.lock.holder}`);
      try {
        const summary = await job.run(async () => !this.stopping && (await this.lock.acquire(job.name, leaseMs)));
        if (summary) this.logger.log(`${job.name}: ${summary}`);
        // A job that renews its lease gives it back when it stops, so another instance can go on at once.
        if (job.leaseMs) await this.lock.release(job.name);
      } catch (e) {
        this.logger.error(`${job.name} failed: ${e instanceof Error ? e.message : String(e)}`);
        await this.lock.release(job.name).catch(() => undefined);
      }
    })().finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }

  /** Stops the timers and waits for running jobs, before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const job of this.jobs) {
      if (this.registry.getIntervals().includes(job.name)) this.registry.deleteInterval(job.name);
      if (this.registry.getTimeouts().includes(job.name)) this.registry.deleteTimeout(job.name);
    }
    await Promise.allSettled([...this.running.values()]);
    if (this.lock instanceof RedisJobLock) this.lock.close();
  }
}
