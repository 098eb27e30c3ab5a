import { EXIT } from './exit-codes';

/** The write failed because the pipe's reader has gone (`bandwise stats | head -1`). */
export const isClosedPipe = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === 'EPIPE';

type ErrorSource = Pick<NodeJS.WritableStream, 'on'>;

/**
 * A reader that stops early (`head -1`, a pager quit at once) closes the pipe, and every later write
 * fails with EPIPE. Unix tools then stop without a word, and so does the CLI: when stdout's reader
 * has gone nobody reads the rest, so the run ends at once with exit 0. A closed stderr only loses
 * messages: the command finishes and keeps its own exit code. Any other failure to write stdout is
 * one line and exit 1, never a stack trace.
 */
export function stopQuietlyOnClosedPipe(
  stdout: ErrorSource,
  stderr: ErrorSource & Pick<NodeJS.WritableStream, 'write'>,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stdout.on('error', (e: Error) => {
    if (isClosedPipe(e)) return exit(EXIT.ok);
    stderr.write(`Error: cannot write the output: ${e.message.split('\n')[0].slice(0, 200)}\n`);
    exit(EXIT.unexpected);
  });
  stderr.on('error', () => undefined);
}
