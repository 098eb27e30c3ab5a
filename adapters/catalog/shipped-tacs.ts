import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Clock, ModelMatcher } from '../../core';
import { OsmocomTacImporter, type ProgressFn } from './osmocom-tac-importer';
import { SamsungTacImporter } from './samsung-tac-importer';
import { TacUpserter, type ImportCounts } from './tac-import';

/** The TAC lists shipped in `shipped/`, in load order, each with its licence file beside it. */
export const SHIPPED_TAC_FILES = [
  { file: 'osmocom-tacdb.csv', origin: 'shipped-osmocom', licence: 'osmocom-tacdb.LICENSE' },
  { file: 'samsung-tacs.csv', origin: 'samsung-tacs', licence: 'samsung-tacs.LICENSE' },
] as const;

export const SHIPPED_DIR = join(__dirname, 'shipped');

export interface ShippedLoad {
  file: string;
  /** False when the file's content hash matched the last load: nothing was read. */
  loaded: boolean;
  counts: (ImportCounts & { rows: number }) | null;
  ms: number;
}

/** Reports progress of one file; `begin` is called before reading it. */
export interface ShippedProgress {
  begin(file: string): ProgressFn;
  end(load: ShippedLoad): void;
}

const hashKey = (file: string) => `shipped-tacs:${file}`;

/**
 * Loads the shipped TAC lists on first start, and again only when a file's content hash changes,
 * through the same importers as `tac import`. An operator's imports keep precedence (see
 * TacUpserter). A file that fails to parse stops start-up with its name and line.
 */
export async function loadShippedTacs(orm: MikroORM, matcher: ModelMatcher, clock: Clock, progress?: ShippedProgress, dir = SHIPPED_DIR): Promise<ShippedLoad[]> {
  const knex = (orm.em as SqlEntityManager).getKnex();
  const loads: ShippedLoad[] = [];
  for (const { file, origin } of SHIPPED_TAC_FILES) {
    const started = Date.now();
    const path = join(dir, file);
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
    const stored = (await knex('settings').where('key', hashKey(file)).first('value')) as { value: string } | undefined;
    if (stored?.value === hash) {
      loads.push({ file, loaded: false, counts: null, ms: Date.now() - started });
      continue;
    }
    const upserter = new TacUpserter(orm, matcher, origin, clock);
    const onProgress = progress?.begin(file);
    let counts: ImportCounts & { rows: number };
    try {
      counts = origin === 'samsung-tacs' ? await new SamsungTacImporter(upserter).import(path, onProgress) : await new OsmocomTacImporter(upserter).import(path, onProgress);
    } catch (e) {
      throw new ShippedTacError(path, e);
    }
    await knex('settings').insert({ key: hashKey(file), value: hash }).onConflict('key').merge();
    const load = { file, loaded: true, counts, ms: Date.now() - started };
    progress?.end(load);
    loads.push(load);
  }
  return loads;
}

/** A shipped file that cannot be read: start-up stops and says which file and line. */
export class ShippedTacError extends Error {
  constructor(path: string, cause: unknown) {
    // Our readers name the line (TacFileError.line); csv-parse counts the lines it read (CsvError.lines).
    const line = (cause as { line?: number }).line ?? (cause as { lines?: number }).lines;
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`Shipped TAC file ${basename(path)} could not be loaded${line ? ` (line ${line})` : ''}: ${message}`);
    this.name = 'ShippedTacError';
  }
}
