import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';

/** Data that instances hold in memory and must reload when another process changes it. */
export type VersionedData = 'tacs' | 'blacklist' | 'carriers' | 'apikeys' | 'reports';

const key = (data: VersionedData) => `version:${data}`;

/**
 * A version counter per in-memory data set, kept in the settings table. Writers bump it; every
 * process (servers, CLI) polls the counters and reloads what changed, so an import run from the
 * CLI reaches a running server within one poll.
 */
export class DataVersions {
  private seen = new Map<VersionedData, string>();
  private timer: NodeJS.Timeout | null = null;
  private readonly reloaders = new Map<VersionedData, () => Promise<void>>();

  constructor(private readonly orm: MikroORM) {}

  private get knex() {
    return (this.orm.em as SqlEntityManager).getKnex();
  }

  /** Marks a data set as changed; the value only needs to differ from the last one. */
  async bump(data: VersionedData): Promise<void> {
    const value = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await this.knex('settings').insert({ key: key(data), value }).onConflict('key').merge();
    this.seen.set(data, value);
  }

  /** Registers what to call when `data` changed elsewhere. */
  onChange(data: VersionedData, reload: () => Promise<void>): void {
    this.reloaders.set(data, reload);
  }

  /** Reads the current versions (as the baseline), then polls every `intervalMs`. */
  async watch(intervalMs: number): Promise<void> {
    await this.poll(false);
    this.timer = setInterval(() => void this.poll(true).catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(reload: boolean): Promise<void> {
    const rows = (await this.knex('settings').select('key', 'value').where('key', 'like', 'version:%')) as Array<{ key: string; value: string }>;
    for (const row of rows) {
      const data = row.key.slice('version:'.length) as VersionedData;
      if (this.seen.get(data) === row.value) continue;
      this.seen.set(data, row.value);
      if (reload) await this.reloaders.get(data)?.();
    }
  }
}
