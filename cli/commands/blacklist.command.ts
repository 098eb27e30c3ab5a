import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { domainError, parseImei, type BlacklistField } from '../../core';
import { BlacklistCsvImport, type BlacklistImportResult } from '../../adapters/blacklist/blacklist-csv-import';
import { MikroBlacklist, type BlacklistAddOutcome } from '../../adapters/persistence/mikro-blacklist';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json, oneLine } from '../format';
import { inputFile } from '../input-file';

function imeiOrFail(input: string): string {
  const parsed = parseImei(input);
  if (!parsed.ok) throw domainFailure(parsed.error);
  return parsed.value.digits;
}

const FIELD_NAMES: Record<BlacklistField, string> = { reason: 'reason', source: 'source', reasonPublic: 'public-reason setting' };

/** What `blacklist add` did, in words: blocked, which fields it changed, or nothing. */
function addedMessage({ added, changed, entry }: BlacklistAddOutcome): string {
  const since = `blocked since ${entry.addedAt.toISOString().slice(0, 10)}`;
  if (added) return `Blocked ${entry.imeiMasked}.`;
  if (!changed.length) return `Already blacklisted, nothing changed: ${entry.imeiMasked} (${since}).`;
  const names = changed.map((f) => FIELD_NAMES[f]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `Updated the ${list} of ${entry.imeiMasked} (${since}).`;
}

export function registerBlacklist(program: Command, boot: ContextFactory, io: CliIo): void {
  const blacklist = program.command('blacklist').description('Block IMEIs from being checked');
  const withBlacklist = async <T>(fn: (b: MikroBlacklist) => Promise<T>): Promise<T> => {
    const ctx = await boot([MikroBlacklist]);
    try {
      return await fn(ctx.get(MikroBlacklist));
    } finally {
      await ctx.close();
    }
  };

  // Both switches of the public reason in one call contradict each other: which one was meant is not known.
  const publicSwitches = new Set<string>();
  blacklist
    .command('add')
    .on('option:public-reason', () => publicSwitches.add('--public-reason'))
    .on('option:no-public-reason', () => publicSwitches.add('--no-public-reason'))
    .argument('<imei>', 'the IMEI to block')
    .description('Block an IMEI; on one already blocked, change only what is given (it keeps its first-reported date)')
    .requiredOption('-r, --reason <text>', 'why it is blocked (visitors see "Reported lost or stolen" unless --public-reason)')
    .option('-s, --source <text>', 'who reported it (a new entry without it: "support"; an entry already there keeps its own)')
    .option('--public-reason', 'show the reason itself to whoever checks this IMEI')
    .option('--no-public-reason', 'show them "Reported lost or stolen" instead (the default for a new entry)')
    .action(async (imei: string, opts: { reason: string; source?: string; publicReason?: boolean }) => {
      if (publicSwitches.size > 1) throw new CliError('--public-reason and --no-public-reason cannot go together: give the one you mean.', EXIT.badInput);
      const digits = imeiOrFail(imei);
      const reason = opts.reason.trim();
      if (!reason) throw new CliError('--reason must not be blank: say why the IMEI is blocked.', EXIT.badInput);
      const report = { reason, source: opts.source?.trim() || undefined, reasonPublic: opts.publicReason };
      io.out(addedMessage(await withBlacklist((b) => b.add(digits, report, 'support'))));
    });

  blacklist
    .command('remove')
    .argument('<imei>', 'the IMEI to unblock')
    .action(async (imei: string) => {
      const digits = imeiOrFail(imei);
      if (!(await withBlacklist((b) => b.remove(digits)))) throw new CliError('That IMEI is not on the blacklist.', EXIT.notFound);
      io.out('Removed from the blacklist.');
    });

  blacklist
    .command('import')
    .description('Block many IMEIs from a CSV file with the columns imei, reason, source (header row optional). All or nothing: any invalid line is reported by number and nothing is stored.')
    .argument('<file>', 'path to the CSV file, or - for standard input')
    .option('--json', 'print the outcome as JSON')
    .action(async (file: string, opts: { json?: boolean }) => {
      if (file !== '-' && !existsSync(file)) throw new CliError(`File not found: ${file}`, EXIT.badInput);
      const input = await inputFile(file, io);
      const ctx = await boot([BlacklistCsvImport]);
      let result: BlacklistImportResult;
      try {
        result = await ctx.get(BlacklistCsvImport).importFile(input.path);
      } finally {
        await ctx.close();
        await input.release();
      }
      if (result.invalid.length > 0) {
        for (const p of result.invalid) io.err(`line ${p.line}: ${p.imei || '(empty)'}: ${p.error}`);
        const message = `Nothing was imported: ${result.invalid.length} invalid line(s). Fix them and run the import again.`;
        // Under --json, one document: the failure, with the lines it names.
        throw new CliError(message, EXIT.badInput, domainError('INPUT_INVALID', message, { rows: result.rows, invalid: result.invalid }));
      }
      if (opts.json) io.out(json(result));
      else io.out(`Imported ${result.rows} rows: ${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged.`);
    });

  blacklist
    .command('list')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const entries = await withBlacklist((b) => b.list());
      if (opts.json) return io.out(json(entries));
      if (entries.length === 0) return io.out('The blacklist is empty.');
      for (const e of entries) io.out(`${e.imeiMasked}  ${e.addedAt.toISOString().slice(0, 10)}  ${oneLine(e.source)}  ${oneLine(e.reason)}`);
    });
}
