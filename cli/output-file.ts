import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { isClosedPipe } from './closed-pipe';
import { CliError, EXIT } from './exit-codes';
import type { CliIo } from './context';
import { isStandardOutput, standardOutput } from './standard-output';

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
 * removed rather than kept as if it were whole (never when it was standard output: a file "-" in
 * the working directory is not ours).
 */
async function outputFailure(e: unknown, path: string): Promise<unknown> {
  if (isClosedPipe(e)) return new OutputClosed();
  const failure = e as { code?: string; path?: string };
  if (isStandardOutput(path)) {
    if (failure.code) failure.path = 'standard output';
    return e;
  }
  if (failure.code && failure.path === undefined) failure.path = path;
  if (await stat(path).then((s) => s.isFile(), () => false)) await rm(path, { force: true }).catch(() => undefined);
  return e;
}

/** Writes to a stream, resolved once the stream has taken the bytes (or rejected with why it could not). */
const written = (stream: Writable, data: Uint8Array | string): Promise<void> =>
  new Promise((resolve, reject) => stream.write(data, (e) => (e ? reject(e) : resolve())));

/** Writes a whole file the user named (a PDF, an MP3), or its bytes to standard output for "-". */
export async function writeOutput(path: string, data: Uint8Array | string, io: CliIo): Promise<void> {
  const stdout = isStandardOutput(path) ? standardOutput(io) : null;
  // A PDF's or an MP3's bytes on a terminal are noise, and may carry escape sequences it would act on.
  if (stdout && typeof data !== 'string' && (stdout as { isTTY?: boolean }).isTTY) {
    throw new CliError('--out - would write binary data to the terminal: redirect standard output (> file.pdf, | program), or give --out a file name.', EXIT.badInput);
  }
  const write = stdout ? written(stdout, data) : writeFile(path, data);
  await write.catch(async (e: unknown) => {
    throw await outputFailure(e, path);
  });
}

/**
 * A file the user named (or standard output, for "-"), written piece by piece with back-pressure.
 * A failure to write it is kept and thrown by the next `write` or by `close`, so it never surfaces
 * as an unhandled stream error. Standard output is flushed at `close`, never ended or destroyed:
 * the process still owns it.
 */
export class OutputStream {
  private failure: unknown = null;
  private last: Promise<void> = Promise.resolve();

  private constructor(
    private readonly stream: WriteStream | Writable,
    private readonly path: string,
  ) {
    stream.on('error', (e: Error) => (this.failure ??= e));
  }

  /** Opened before any work starts: a path that cannot be written stops the command at once, in words. */
  static async open(path: string, io: CliIo): Promise<OutputStream> {
    if (isStandardOutput(path)) return new OutputStream(standardOutput(io), path);
    const stream = createWriteStream(path);
    await once(stream, 'open');
    return new OutputStream(stream, path);
  }

  async write(text: string): Promise<void> {
    await this.throwIfFailed();
    const done = written(this.stream, text);
    // Kept, so `close` can wait for the bytes to leave; a failure reaches the caller through `failure`.
    this.last = done.catch((e: unknown) => void (this.failure ??= e));
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain').catch((e: unknown) => this.fail(e));
  }

  async close(): Promise<void> {
    await this.throwIfFailed();
    if (isStandardOutput(this.path)) {
      await this.last;
      return this.throwIfFailed();
    }
    this.stream.end();
    await finished(this.stream).catch((e: unknown) => this.fail(e));
  }

  private async throwIfFailed(): Promise<void> {
    if (this.failure) await this.fail(this.failure);
  }

  private async fail(e: unknown): Promise<never> {
    if (!isStandardOutput(this.path)) this.stream.destroy();
    throw await outputFailure(e, this.path);
  }
}
