import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
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

const asOutputFailure = (e: unknown): unknown => (isClosedPipe(e) ? new OutputClosed() : e);

/** Writes a whole file the user named (a PDF, an MP3). */
export async function writeOutput(path: string, data: Uint8Array | string): Promise<void> {
  await writeFile(path, data).catch((e: unknown) => {
    throw asOutputFailure(e);
  });
}

/**
 * A file the user named, written piece by piece with back-pressure. A failure to write it is kept
 * and thrown by the next `write` or by `close`, so it never surfaces as an unhandled stream error.
 */
export class OutputStream {
  private failure: unknown = null;

  private constructor(private readonly stream: WriteStream) {
    stream.on('error', (e) => (this.failure ??= e));
  }

  /** Opened before any work starts: a path that cannot be written stops the command at once, in words. */
  static async open(path: string): Promise<OutputStream> {
    const stream = createWriteStream(path);
    await once(stream, 'open');
    return new OutputStream(stream);
  }

  async write(text: string): Promise<void> {
    this.throwIfFailed();
    if (!this.stream.write(text)) await once(this.stream, 'drain').catch((e: unknown) => this.fail(e));
  }

  async close(): Promise<void> {
    this.throwIfFailed();
    this.stream.end();
    await finished(this.stream).catch((e: unknown) => this.fail(e));
  }

  private throwIfFailed(): void {
    if (this.failure) this.fail(this.failure);
  }

  private fail(e: unknown): never {
    throw asOutputFailure(e);
  }
}
