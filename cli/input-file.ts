import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CliIo } from './context';

/**
 * The file a command reads, "-" standing for standard input, as Unix tools take it. Standard
 * input, and a path that is no regular file (a named pipe, a shell's <(...)), can be read only once:
 * it is spooled to a private temporary file first (a list is read twice: checked, then run),
 * streamed so memory stays flat; `release` removes it.
 */
export async function inputFile(path: string, io: CliIo): Promise<{ path: string; release: () => Promise<void> }> {
  if (path !== '-' && (await stat(path)).isFile()) return { path, release: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'bandwise-stdin-'));
  const spooled = join(dir, 'input');
  const source = path === '-' ? (io.stdin?.() ?? process.stdin) : createReadStream(path);
  await pipeline(source, createWriteStream(spooled, { mode: 0o600 }));
  return { path: spooled, release: () => rm(dir, { recursive: true, force: true }) };
}
