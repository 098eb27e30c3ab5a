import type { Command } from 'commander';
import { CheckDevice, type CheckResult, type Verdict } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { CliError, exitCodeFor } from '../exit-codes';
import { json, table } from '../format';

const LABEL = { supported: 'supported', limited: 'limited', not_supported: 'not supported', unknown: 'unknown' };

export function registerCheck(program: Command, boot: ContextFactory, io: CliIo): void {
  program
    .command('check')
    .description('Identify a device from its IMEI (or 16-digit IMEISV) and assess it on a carrier')
    .argument('<imei>', 'IMEI; spaces and dashes are ignored')
    .option('-c, --carrier <name>', 'carrier name (see "bandwise carriers")', 'AT&T')
    .option('--country <name>', 'country of the carrier, where names repeat (e.g. Vodafone in Germany)')
    .option('-l, --location <text>', 'where the device is used, e.g. "Paris, France" (recorded with the search)')
    .option('--json', 'print the result as JSON')
    .action(async (imei: string, opts: { carrier: string; country?: string; location?: string; json?: boolean }) => {
      const ctx = await boot();
      try {
        const result = await ctx.get(CheckDevice).execute({ imei, network: opts.carrier, country: opts.country, location: opts.location, channel: 'cli', allowImeisv: true });
        if (!result.ok) {
          if (opts.json) io.out(json({ success: false, error: result.error.message, code: result.error.code, ...result.error.details }));
          throw new CliError(result.error.message, exitCodeFor(result.error.code));
        }
        io.out(opts.json ? json(result.value) : render(result.value));
      } finally {
        await ctx.close();
      }
    });
}

function render(r: CheckResult): string {
  const c = r.capabilities;
  const rows: Array<[string, string]> = [
    ['Device', `${r.device.make} ${r.device.model}${r.device.year ? ` (${r.device.year})` : ''}`],
    ['IMEI', r.device.imei],
    ['Carrier', `${r.carrier.name} (${r.carrier.country})`],
    ['Verdict', VERDICT_LABEL[r.verdict]],
    ['4G LTE', LABEL[c.fourG]],
    ['5G', LABEL[c.fiveG]],
    ['VoLTE', LABEL[c.volte]],
    ['Wi-Fi calling', LABEL[c.wifiCalling]],
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
