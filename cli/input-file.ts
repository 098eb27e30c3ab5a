import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { CliIo } from './context';

/**
 * The file a command reads, "-" standing for standard input, as Unix tools take it. Standard
 * input is spooled to a private temporary file first (a list is read twice: checked, then run),
 * streamed so memory stays flat; `release` removes it.
 */
export async function inputFile(path: string, io: CliIo): Promise<{ path: string; release: () => Promise<void> }> {
  if (path !== '-') return { path, release: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'bandwise-stdin-'));
  const spooled = join(dir, 'input');
  await pipeline(io.stdin?.() ?? process.stdin, createWriteStream(spooled, { mode: 0o600 }));
  return { path: spooled, release: () => rm(dir, { recursive: true, force: true }) };
}
