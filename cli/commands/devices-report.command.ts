import type { Command } from 'commander';
import { catalogReport, LIMITED_SHARE_THRESHOLD, REPORT_FROM_YEAR, type CatalogReport, type Clock, type DeviceModel } from '../../core';
import { loadCarrierCatalog } from '../../adapters/catalog/load-catalog';
import { CatalogVoiceKnowledge } from '../../adapters/catalog/voice/catalog-voice-knowledge';
import { CLOCK, DEVICE_CATALOG } from '../../adapters/tokens';
import type { CliIo, ContextFactory } from '../context';
import { json } from '../format';

const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** `devices report`: how often VoLTE is "not stated" on current smartphones, and per carrier how many come out limited and why. */
export function registerDevicesReport(devices: Command, boot: ContextFactory, io: CliIo): void {
  devices
    .command('report')
    .description(`Catalog report: "not stated" VoLTE on ${REPORT_FROM_YEAR}+ smartphones, and the share each carrier limits, with the commonest reason`)
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }) => {
      const ctx = await boot([DEVICE_CATALOG, CLOCK, CatalogVoiceKnowledge]);
      try {
        const catalog = ctx.get<DeviceModel[]>(DEVICE_CATALOG);
        const today = ctx.get<Clock>(CLOCK).now().toISOString().slice(0, 10);
        const networks = loadCarrierCatalog().filter((c) => c.hostNetwork === null);
        const report = catalogReport(catalog, networks, ctx.get(CatalogVoiceKnowledge), today);
        io.out(opts.json ? json(report) : render(report));
      } finally {
        await ctx.close();
      }
    });
}

function render(r: CatalogReport): string {
  const v = r.volte;
  const lines = [
    `Smartphones released ${REPORT_FROM_YEAR} or later: ${r.smartphones}`,
    `VoLTE: stated yes ${v.yes}, stated no ${v.no}, likely by the labelled rule ${v.likely}, not stated ${v.not_stated} (${pct(r.notStatedShare)})`,
    '',
    `Per carrier, of those ${r.smartphones} smartphones: limited (works with limits), share, and how many need the carrier's approval for calls:`,
  ];
  for (const c of r.carriers) {
    const flag = c.share > LIMITED_SHARE_THRESHOLD ? `  above ${pct(LIMITED_SHARE_THRESHOLD)}` : '';
    const approval = `  needs approval ${c.verdicts.needs_carrier_approval}`;
    lines.push(`  ${c.carrier.padEnd(28)} ${String(c.limited).padStart(4)}  ${pct(c.share).padStart(6)}${approval}${flag}`);
    if (c.topLimit && flag) lines.push(`      commonest limit (${c.topLimit.count}): ${c.topLimit.text}`, `      plan source: ${c.source}`);
  }
  return lines.join('\n');
}
