import type { MikroORM } from '@mikro-orm/core';
import type { Clock, ModelMatcher } from '../../core';
import type { DataVersions } from '../persistence/data-versions';
import type { MikroDeviceRegistry } from '../persistence/mikro-device-registry';
import { OsmocomTacImporter, type ProgressFn } from './osmocom-tac-importer';
import { TacUpserter } from './tac-import';

/** Runs a TAC import and refreshes the in-memory registry afterwards. */
export class TacImportService {
  constructor(
    private readonly orm: MikroORM,
    private readonly matcher: ModelMatcher,
    private readonly registry: MikroDeviceRegistry,
    private readonly clock: Clock,
    private readonly versions: DataVersions,
  ) {}

  async importOsmocom(file: string, onProgress?: ProgressFn) {
    const upserter = new TacUpserter(this.orm, this.matcher, 'osmocom', this.clock);
    const result = await new OsmocomTacImporter(upserter).import(file, onProgress);
    await this.registry.reload();
    await this.versions.bump('tacs');
    return result;
  }
}
