import { Command, CommanderError } from 'commander';
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
import { registerServe } from './commands/serve.command';
import { registerStats } from './commands/stats.command';
import { registerTac } from './commands/tac.command';
import { registerVoice } from './commands/voice.command';
import { bootCore, processIo, type CliIo, type ContextFactory } from './context';
import { CliError, EXIT } from './exit-codes';
import { json } from './format';

/** The `bandwise` program; tests build it with their own io and context. */
export function buildProgram(io: CliIo = processIo, boot: ContextFactory = bootCore): Command {
  const program = new Command('bandwise')
    .description('Bandwise: device compatibility checks for support staff')
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
  registerMcp(program);
  return program;
}

/** Runs the program and turns any failure into a message and an exit code (never a stack trace). */
export async function run(argv: string[], io: CliIo = processIo, boot: ContextFactory = bootCore): Promise<number> {
  try {
    await buildProgram(io, boot).parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CliError) {
      // A command asked for --json answers its failure as JSON too, the body the API would send.
      if (e.domain && argv.includes('--json')) io.out(json(errorAnswer(e.domain)));
      io.err(`Error: ${e.message}`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) {
      return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    // Internal messages (SQL, stack traces) are not for the user: one short line, details in DEBUG.
    const message = e instanceof Error ? e.message : String(e);
    io.err(`Unexpected error: ${message.split('\n')[0].slice(0, 200)}`);
    if (process.env.DEBUG) io.err(e instanceof Error ? e.stack ?? message : message);
    return EXIT.unexpected;
  }
}
