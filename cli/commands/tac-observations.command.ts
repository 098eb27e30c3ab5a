import type { Command } from 'commander';
import { communityConfirmation, type TacTally } from '../../core';
import { MikroDeviceRegistry } from '../../adapters/persistence/mikro-device-registry';
import { MikroTacObservations } from '../../adapters/persistence/mikro-tac-observations';
import { withContext, type CliIo, type ContextFactory } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { json } from '../format';

type Status = 'confirmed' | 'pending' | 'rejected';

const statusOf = (t: TacTally): Status => (t.decision?.status === 'rejected' ? 'rejected' : communityConfirmation(t) ? 'confirmed' : 'pending');

const tacOrFail = (tac: string): string => {
  if (!/^\d{8}$/.test(tac)) throw new CliError(`TAC must be 8 digits (the first 8 of the IMEI), got "${tac}"`, EXIT.badInput);
  return tac;
};

/** `tac observations`, `tac confirm`, `tac reject`: the operator's review of TACs learnt from visitors. */
export function registerTacObservations(tac: Command, boot: ContextFactory, io: CliIo): void {
  tac
    .command('observations')
    .description('TACs no list knows that visitors identified by model: who agreed (distinct callers per model) and whether each is confirmed (3+ agreeing callers with 3+ phones over at least a day, and 80%+ of all), pending or rejected')
    .option('--pending', 'only TACs not yet confirmed or rejected')
    .option('--json', 'print as JSON')
    .action(async (opts: { pending?: boolean; json?: boolean }) => {
      const tallies = await withContext(boot, [MikroTacObservations], (ctx) => ctx.get(MikroTacObservations).tallies());
      const rows = tallies.map((t) => ({ ...t, status: statusOf(t) })).filter((t) => !opts.pending || t.status === 'pending');
      if (opts.json) return io.out(json(rows));
      if (rows.length === 0) return io.out(opts.pending ? 'No pending TAC observations.' : 'No TAC observations.');
      for (const r of rows) {
        const votes = r.votes.map((v) => `${v.deviceId} (${v.callers} caller${v.callers === 1 ? '' : 's'})`).join(', ') || 'no votes';
        const decided = r.decision ? `, operator ${r.decision.status}${r.decision.deviceId ? ` ${r.decision.deviceId}` : ''}` : '';
        io.out(`${r.tac}  ${r.status.padEnd(9)}  ${votes}${decided}`);
      }
    });

  tac
    .command('confirm')
    .description('Confirm an unknown TAC as a catalog device (overrides the visitors\' votes; never a TAC a list already identifies)')
    .argument('<tac>', '8-digit TAC')
    .argument('<deviceId>', 'catalog id, see "bandwise devices search"')
    .action(async (tacText: string, deviceId: string) => {
      const tacDigits = tacOrFail(tacText);
      await withContext(boot, [MikroTacObservations, MikroDeviceRegistry], async (ctx) => {
        const registry = ctx.get(MikroDeviceRegistry);
        if (!(await registry.findModel(deviceId))) throw new CliError(`No catalog device has the id "${deviceId}"; find it with "bandwise devices search <name>".`, EXIT.notFound);
        const listed = await registry.findByTac(tacDigits);
        if (listed) throw new CliError(`TAC ${tacDigits} is already identified (${listed.make} ${listed.model}, origin ${listed.origin}); confirmations never override a TAC list.`, EXIT.badInput);
        await ctx.get(MikroTacObservations).decide(tacDigits, 'confirmed', deviceId);
      });
      io.out(`TAC ${tacDigits} confirmed as ${deviceId}.`);
    });

  tac
    .command('reject')
    .description('Reject what visitors said about a TAC: it stays unknown whatever the votes')
    .argument('<tac>', '8-digit TAC')
    .action(async (tacText: string) => {
      const tacDigits = tacOrFail(tacText);
      await withContext(boot, [MikroTacObservations], (ctx) => ctx.get(MikroTacObservations).decide(tacDigits, 'rejected', null));
      io.out(`TAC ${tacDigits} rejected: visitors' observations no longer identify it.`);
    });
}
