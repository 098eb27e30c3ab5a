import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../adapters/config-error';
import { errorAnswer } from '../core';
import { registerAdmin } from './commands/admin.command';
import { registerBlacklist } from './commands/blacklist.command';
import { registerCarriers } from './commands/carriers.command';
import { registerCheck } from './commands/check.command';
import { registerCoverage } from './commands/coverage.command';
import { registerDevices } from './commands/devices.command';
import { registerExport } from './commands/export.command';
import { registerIssues } from './commands/issues.command';
import { registerKeys } from './commands/keys.command';
import { registerMessages } from './commands/messages.command';
import { registerMcp } from './commands/mcp.command';
import { registerPolicy } from './commands/policy.command';
import { registerSeed } from './commands/seed.command';
import { registerServe } from './commands/serve.command';
import { registerStats } from './commands/stats.command';
import { registerTac } from './commands/tac.command';
import { registerVoice } from './commands/voice.command';
import { bootCore, processIo, type CliIo, type ContextFactory } from './context';
import { CliError, EXIT } from './exit-codes';
import { json, printable } from './format';
import { OutputClosed } from './output-file';
import { refuseJsonOnStandardOutput } from './standard-output';

/** The `bandwise` program; tests build it with their own io and context. */
export function buildProgram(given: CliIo = processIo, boot: ContextFactory = bootCore): Command {
  const io = printableIo(given);
  const program = new Command('bandwise')
    .description('Bandwise: device compatibility checks for support staff')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  registerServe(program);
  registerCheck(program, boot, io);
  registerCarriers(program, boot, io);
  registerTac(program, boot, io);
  registerDevices(program, boot, io);
  registerBlacklist(program, boot, io);
  registerVoice(program, boot, io);
  registerKeys(program, boot, io);
  registerExport(program, boot, io);
  registerPolicy(program, boot, io);
  registerAdmin(program, boot, io);
  registerMessages(program, boot, io);
  registerStats(program, boot, io);
  registerCoverage(program, boot, io);
  registerIssues(program, boot, io);
  registerSeed(program, boot, io);
  registerMcp(program);
  answerAsJson(program, io);
  refuseJsonOnStandardOutput(program);
  return program;
}

/** Commands that hold the terminal (a server, the MCP stdio transport): no outcome to print. */
const LONG_RUNNING = new Set(['serve', 'mcp']);

/**
 * Every command takes --json, so a support script can pass it everywhere: one without its own
 * JSON answer (revoking a key, blocking an IMEI, writing a file) prints what it would have said as
 * {"success": true, "message": ...}; a failure is JSON already (see `run`).
 */
function answerAsJson(program: Command, io: CliIo): void {
  const leaves = (command: Command): Command[] => (command.commands.length ? command.commands.flatMap(leaves) : [command]);
  for (const command of leaves(program)) {
    if (LONG_RUNNING.has(command.name()) || command.options.some((o) => o.long === '--json')) continue;
    command.option('--json', 'print the outcome as JSON');
    const said: string[] = [];
    const out = io.out;
    command.hook('preAction', () => {
      if (command.opts().json) io.out = (text) => void said.push(text);
    });
    command.hook('postAction', () => {
      if (!command.opts().json) return;
      io.out = out;
      io.out(json({ success: true, message: said.join('\n') }));
    });
  }
}

/** Runs the program and turns any failure into a message and an exit code (never a stack trace). */
export async function run(argv: string[], given: CliIo = processIo, boot: ContextFactory = bootCore): Promise<number> {
  const io = printableIo(given);
  // With --json, every failure is answered as JSON on standard output too, usage errors included.
  const failedAs = (code: string, message: string) => argv.includes('--json') && io.out(json({ success: false, error: message, code }));
  try {
    await buildProgram(io, boot).parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    // The reader of the output went away (`export --out /dev/stdout | head`): stop as Unix tools do.
    if (e instanceof OutputClosed) return EXIT.ok;
    if (e instanceof CliError) {
      // A command asked for --json answers its failure as JSON too, the body the API would send.
      if (e.domain && argv.includes('--json')) io.out(json(errorAnswer(e.domain)));
      else if (!e.domain) failedAs(e.exitCode === EXIT.notFound ? 'NOT_FOUND' : 'INPUT_INVALID', e.message);
      io.err(`Error: ${e.message}`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return EXIT.ok;
      // Commander has already said what was wrong on standard error.
      failedAs('INPUT_INVALID', e.message.replace(/^error: /, ''));
      return EXIT.badInput;
    }
    if (e instanceof ConfigError) {
      failedAs('INPUT_INVALID', e.message);
      io.err(`Configuration error: ${e.message}`);
      return EXIT.badInput;
    }
    const file = fileProblem(e);
    if (file) {
      failedAs('INPUT_INVALID', file);
      io.err(`Error: ${file}`);
      return EXIT.badInput;
    }
    // Internal messages (SQL, stack traces) are not for the user: one short line, details in DEBUG.
    const message = e instanceof Error ? e.message : String(e);
    io.err(`Unexpected error: ${message.split('\n')[0].slice(0, 200)}`);
    if (process.env.DEBUG) io.err(e instanceof Error ? e.stack ?? message : message);
    return EXIT.unexpected;
  }
}

/** The io with everything printed made safe for a terminal (see `printable`). */
const printableIo = (io: CliIo): CliIo => ({ ...io, out: (t) => io.out(printable(t)), err: (t) => io.err(printable(t)) });

/** The version in package.json: one level up from the sources (cli/), two from the build (dist/cli/). */
function packageVersion(): string {
  const file = [join(__dirname, '..', 'package.json'), join(__dirname, '..', '..', 'package.json')].find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'unknown';
}

const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory; give a file name',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EIO: 'an input/output error (the file or device does not take what is written to it)',
  EINVAL: 'the file or device does not take what is written to it',
  EFBIG: 'the file would be too large',
  ENAMETOOLONG: 'the name is too long',
  EBUSY: 'the file is busy',
};

/** A file the user named that cannot be read or written, said in words (exit 2), not as an unexpected error. */
function fileProblem(e: unknown): string | null {
  const { code, path } = (e ?? {}) as { code?: string; path?: string };
  // Any other system refusal is still the file's problem, said by its code rather than as an unexpected error.
  const problem = code ? (FILE_PROBLEMS[code] ?? (/^E[A-Z]+$/.test(code) ? `the system refused it (${code})` : undefined)) : undefined;
  if (!problem || path === undefined) return null;
  return path === '' ? 'an empty file name was given; name a file.' : `cannot use ${path}: ${problem}.`;
}
