import type { Command } from 'commander';
import { CheckBulkRows, CheckDevice, inferredNote, type CheckResult, type Verdict } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json, table } from '../format';
import { notesFor } from '../standard-output';
import { checkFile, renderSummary } from './check-file';

interface CheckOptions {
  carrier?: string;
  country?: string;
  location?: string;
  modelNumber?: string;
  deviceId?: string;
  json?: boolean;
  file?: string;
  out?: string;
}

const LABEL = { supported: 'supported', limited: 'limited', not_supported: 'not supported', unknown: 'unknown' };

export function registerCheck(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('check')
    .description('Identify a device from its IMEI (or 16-digit IMEISV) and assess it on a carrier; or a whole fleet with --file')
    .argument('[imei]', 'IMEI; spaces and dashes are ignored')
    // No default here: without a carrier the check takes the default carrier as the API and MCP do
    // (AT&T, or the location's own carrier question: "No network given, and the default carrier ...").
    .option('-c, --carrier <name>', 'carrier name (see "bandwise carriers"); without one, the default carrier (AT&T)')
    .option('--country <name>', 'country of the carrier, where names repeat (e.g. Vodafone in Germany)')
    .option('-l, --location <text>', 'where the device is used, e.g. "Paris, France" (recorded with the search)')
    .option('--model-number <code>', 'model number from Settings > About phone (e.g. SM-S921U): identifies the device by it')
    .option('--device-id <id>', 'catalog id from "bandwise devices search": identifies the device by it')
    .option('--json', 'print the result as JSON')
    .option('-f, --file <path>', 'check every IMEI of a CSV or plain list, or - for standard input (header names found by themselves; up to 100,000 rows)')
    .option('-o, --out <path>', 'with --file: write the report as CSV to this path, or - for standard output (the summary then goes to standard error)')
    .action(async (imei: string | undefined, opts: CheckOptions) => {
      refuseMixedUsage(imei, opts);
      const ctx = await boot(opts.file ? [CheckBulkRows] : [CheckDevice]);
      try {
        if (opts.file) {
          const summary = await checkFile(ctx, { file: opts.file, out: opts.out, carrier: opts.carrier, country: opts.country }, io);
          notesFor(io, opts.out)(opts.json ? json(summary) : renderSummary(summary, opts.out));
          return;
        }
        if (!imei) return;
        const result = await ctx.get(CheckDevice).execute({
          imei, network: opts.carrier, country: opts.country, location: opts.location, modelNumber: opts.modelNumber, deviceId: opts.deviceId,
          channel: 'cli', allowImeisv: true, caller: 'cli:operator',
        });
        if (!result.ok) throw domainFailure(result.error);
        io.out(opts.json ? json(result.value) : render(result.value));
      } finally {
        await ctx.close();
      }
    });
}

/** One IMEI or a whole file, never both: an argument the chosen form would ignore is refused, not dropped. */
function refuseMixedUsage(imei: string | undefined, opts: CheckOptions): void {
  if (!imei && !opts.file) throw new CliError('Give an IMEI, or --file with a list of IMEIs', EXIT.badInput);
  if (imei && opts.file) throw new CliError(`Give an IMEI or --file, not both: "bandwise check ${imei}" checks one device, "bandwise check --file ${opts.file}" a list.`, EXIT.badInput);
  const oneDeviceOnly = (['location', 'modelNumber', 'deviceId'] as const).filter((o) => opts[o] !== undefined);
  if (opts.file && oneDeviceOnly.length) {
    const verb = oneDeviceOnly.length === 1 ? 'applies' : 'apply';
    throw new CliError(`${oneDeviceOnly.map(flag).join(' and ')} ${verb} to a single IMEI, not to --file.`, EXIT.badInput);
  }
  if (!opts.file && opts.out !== undefined) throw new CliError('--out applies to --file only: a single check prints its result.', EXIT.badInput);
}

const flag = (option: string): string => `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function render(r: CheckResult): string {
  const c = r.capabilities;
  const rows: Array<[string, string]> = [
    ['Device', `${r.device.make} ${r.device.model}${r.device.year ? ` (${r.device.year})` : ''}`],
    ['Model number', r.device.modelNumber ?? 'not identified'],
    ['Identified', r.identification.text + (r.identification.ambiguous ? ' (variant ambiguous)' : '')],
    ['IMEI', r.device.imei],
    ['Carrier', `${r.carrier.name} (${r.carrier.country})`],
    ['Verdict', VERDICT_LABEL[r.verdict]],
    ['4G LTE', LABEL[c.fourG]],
    ['5G', LABEL[c.fiveG]],
    ['VoLTE', LABEL[c.volte] + inferredNote(r, 'volte')],
    ['Wi-Fi calling', LABEL[c.wifiCalling] + inferredNote(r, 'wifiCalling')],
    ['Bands', r.specifications.networkBands],
    ['Search ID', r.searchId],
  ];
  const reasons = r.reasons.map((x) => `  - ${x.text}`).join('\n');
  return `${r.headline}\n\n${table(rows)}\n\nWhy:\n${reasons}\n\n${r.tacAnalysis}`;
}

const VERDICT_LABEL: Record<Verdict, string> = {
  works: 'Works',
  works_with_limits: 'Works with limits',
  needs_carrier_approval: 'Needs carrier approval for calls',
  does_not_work: 'Does not work',
  unknown: 'Unknown',
};
