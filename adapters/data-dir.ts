import { lstatSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from './config-error';

/** The path's own entry, or null when nothing is there (or a part of the path is a file). */
function statOf(path: string): Stats | null {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw e;
  }
}

/** Where a symbolic link that leads nowhere points; null for anything else. */
function danglingLink(path: string): string | null {
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(path) : null;
  } catch {
    return null;
  }
}

/**
 * DATA_DIR as an absolute path (`data` in the working directory when unset). A folder that does
 * not exist yet is fine (the database creates it), but a path that names a file, or lies inside
 * one, is refused at start with the setting named, instead of failing later as "EEXIST ... mkdir"
 * when the database opens.
 */
export function dataDirOf(value: string | undefined): string {
  const dir = resolve(value || 'data');
  const setting = value ? `DATA_DIR ${dir}` : `DATA_DIR (unset, so ${dir})`;
  for (let path = dir; ; path = dirname(path)) {
    const stat = statOf(path);
    // A link to nothing: the folder cannot be created where the link stands.
    const dangling = stat ? null : danglingLink(path);
    if (dangling) throw new ConfigError(`${setting} ${path === dir ? 'is' : 'lies inside'} a link to ${dangling}, which does not exist: create that folder, or point DATA_DIR elsewhere.`);
    if (stat && !stat.isDirectory()) {
      const where = path === dir ? 'is a file' : `lies inside ${path}, which is a file`;
      throw new ConfigError(`${setting} ${where}, not a folder: point DATA_DIR at a folder (it is created if missing).`);
    }
    if (stat || dirname(path) === path) return dir;
  }
}
