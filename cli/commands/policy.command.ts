import type { Command } from 'commander';
import { buildPolicy } from '../../core';
import type { AppConfig } from '../../adapters/config';
import { renderPolicyPdf } from '../../adapters/pdf/policy-pdf';
import { APP_CONFIG } from '../../adapters/tokens';
import type { CliIo, ContextFactory } from '../context';
import { writeOutput } from '../output-file';
import { notesFor, outputName } from '../standard-output';

export function registerPolicy(program: Command, boot: ContextFactory, io: CliIo): void {
  const policy = program.command('policy').description('The device compatibility policy');
  policy
    .command('pdf')
    .description('Write the policy as a PDF')
    .requiredOption('--out <file>', 'PDF file to write, or - for standard output')
    .action(async (opts: { out: string }) => {
      const ctx = await boot([APP_CONFIG]);
      try {
        const { networkName, supportHours } = ctx.get<AppConfig>(APP_CONFIG);
        await writeOutput(opts.out, await renderPolicyPdf(buildPolicy(networkName, supportHours)), io);
        notesFor(io, opts.out)(`Wrote the policy (version 2.0) to ${outputName(opts.out)}.`);
      } finally {
        await ctx.close();
      }
    });
}
