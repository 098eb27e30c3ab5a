import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { isClosedPipe } from './closed-pipe';

/**
 * The file the user named with --out is a pipe whose reader went away (`--out /dev/stdout | head`).
 * `run` ends such a run quietly with exit 0, as Unix tools do.
 */
export class OutputClosed extends Error {
  constructor() {
    super('The reader of the output closed it.');
  }
}

/**
 * A failure to write the file as the CLI reports it: a closed pipe ends the run quietly; any other
 * (a full disk) names the file, so it is said in words, and a regular file left half-written is
 * removed rather than kept as if it were whole.
 */
async function outputFailure(e: unknown, path: string): Promise<unknown> {
  if (isClosedPipe(e)) return new OutputClosed();
  const failure = e as { code?: string; path?: string };
  if (failure.code && failure.path === undefined) failure.path = path;
  if (await stat(path).then((s) => s.isFile(), () => false)) await rm(path, { force: true }).catch(() => undefined);
  return e;
}

/** Writes a whole file the user named (a PDF, an MP3). */
export async function writeOutput(path: string, data: Uint8Array | string): Promise<void> {
  await writeFile(path, data).catch(async (e: unknown) => {
    throw await outputFailure(e, path);
  });
}

/**
 * A file the user named, written piece by piece with back-pressure. A failure to write it is kept
 * and thrown by the next `write` or by `close`, so it never surfaces as an unhandled stream error.
 */
export class OutputStream {
  private failure: unknown = null;

  private constructor(
    private readonly stream: WriteStream,
    private readonly path: string,
  ) {
    stream.on('error', (e) => (this.failure ??= e));
  }

  /** Opened before any work starts: a path that cannot be written stops the command at once, in words. */
  static async open(path: string): Promise<OutputStream> {
    const stream = createWriteStream(path);
    await once(stream, 'open');
    return new OutputStream(stream, path);
  }

  async write(text: string): Promise<void> {
    await this.throwIfFailed();
    if (!this.stream.write(text)) await once(this.stream, 'drain').catch((e: unknown) => this.fail(e));
  }

  async close(): Promise<void> {
    await this.throwIfFailed();
    this.stream.end();
    await finished(this.stream).catch((e: unknown) => this.fail(e));
  }

  private async throwIfFailed(): Promise<void> {
    if (this.failure) await this.fail(this.failure);
  }

  private async fail(e: unknown): Promise<never> {
    this.stream.destroy();
    throw await outputFailure(e, this.path);
  }
}
