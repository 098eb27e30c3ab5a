import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type { CliIo } from './context';
import { CliError, EXIT } from './exit-codes';

/** `--out -`: the file a command writes is standard output, as `--file -` reads standard input. */
export const STANDARD_OUTPUT = '-';

export const isStandardOutput = (path: string | undefined): boolean => path === STANDARD_OUTPUT;

/** Standard output as a byte stream: the test's own, or the process's. */
export const standardOutput = (io: CliIo): Writable => io.stdout?.() ?? process.stdout;

/** How a message names where the output went: "standard output" rather than a file called "-". */
export const outputName = (path: string): string => (isStandardOutput(path) ? 'standard output' : path);

/**
 * Where a command says what it did ("Wrote 12 searches ..."): standard error when its output goes
 * to standard output, so what a pipe or a redirection receives is the file alone.
 */
export const notesFor = (io: CliIo, out: string | undefined): ((text: string) => void) => (text) =>
  isStandardOutput(out) ? io.err(text) : io.out(text);

/**
 * `--json` prints the outcome on standard output, which `--out -` already fills with the file: the
 * two would be mixed into one stream no program could read, so the pair is refused before any work.
 */
export function refuseJsonOnStandardOutput(program: Command): void {
  program.hook('preAction', (_program, action) => {
    const { out, json } = action.opts<{ out?: string; json?: boolean }>();
    if (isStandardOutput(out) && json) {
      throw new CliError('--out - writes the output itself to standard output, where --json would print its answer too: drop --json, or give --out a file name.', EXIT.badInput);
    }
  });
}
