import type { MikroORM } from '@mikro-orm/core';
import type { Clock, ModelMatcher } from '../../core';
import type { DataVersions } from '../persistence/data-versions';
import type { MikroDeviceRegistry } from '../persistence/mikro-device-registry';
import { CsvTacImporter } from './csv-tac-importer';
import { OsmocomTacImporter, type ProgressFn } from './osmocom-tac-importer';
import type { ColumnMapping } from './tac-csv-columns';
import { TacUpserter, type ImportCounts } from './tac-import';

export type ImportResult = ImportCounts & { rows: number };

/** Runs a TAC import and refreshes the in-memory registry (here, and in other processes) afterwards. */
export class TacImportService {
  constructor(
    private readonly orm: MikroORM,
    private readonly matcher: ModelMatcher,
    private readonly registry: MikroDeviceRegistry,
    private readonly clock: Clock,
    private readonly versions: DataVersions,
  ) {}

  /** The Osmocom TAC database CSV. */
  async importOsmocom(file: string, onProgress?: ProgressFn): Promise<ImportResult> {
    const upserter = new TacUpserter(this.orm, this.matcher, 'osmocom', this.clock);
    return this.finish(await new OsmocomTacImporter(upserter).import(file, onProgress));
  }

  /** A GSMA-style export; `mapping` names the columns the header does not make obvious. */
  async importCsv(file: string, mapping: ColumnMapping = {}, onProgress?: ProgressFn): Promise<ImportResult> {
    const upserter = new TacUpserter(this.orm, this.matcher, 'csv', this.clock);
    return this.finish(await new CsvTacImporter(upserter).import(file, mapping, onProgress));
  }

  private async finish(result: ImportResult): Promise<ImportResult> {
    if (result.added + result.changed > 0) {
      await this.registry.refresh();
      await this.versions.bump('tacs');
    }
    return result;
  }
}
