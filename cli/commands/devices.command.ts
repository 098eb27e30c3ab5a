import type { Command } from 'commander';
import { FindDevices, type DeviceDetails, type DeviceSearch } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { domainFailure } from '../exit-codes';
import { json, table } from '../format';
import { registerDevicesReport } from './devices-report.command';
import { countOption } from '../options';

const yesNo = (v: boolean | null) => (v === null ? 'not stated by the source' : v ? 'yes' : 'no');

export function registerDevices(program: Command, boot: ContextFactory, io: CliIo): void {
  const devices = program.command('devices').description('Look devices up by name in the curated catalog and the imported TAC lists');
  const withFind = async <T>(fn: (find: FindDevices) => Promise<T>): Promise<T> => {
    const ctx = await boot([FindDevices]);
    try {
      return await fn(ctx.get(FindDevices));
    } finally {
      await ctx.close();
    }
  };

  devices
    .command('search')
    .description('Find catalog models (with band data) and TAC-list devices whose name matches, best first')
    .argument('<text...>', 'name or model number, e.g. "pixel 8" or SM-S928B')
    .option('-n, --limit <n>', 'most results per group (1 to 100)', countOption(100), 10)
    .option('--json', 'print as JSON')
    .action(async (words: string[], opts: { limit: number; json?: boolean }) => {
      const result = await withFind((f) => f.search(words.join(' '), opts.limit));
      if (!result.ok) throw domainFailure(result.error);
      io.out(opts.json ? json(result.value) : renderSearch(result.value));
    });

  devices
    .command('show')
    .description('Show one catalog model: bands, VoLTE, Wi-Fi calling, eSIM, LTE category, source')
    .argument('<model...>', 'catalog id, model number or name, e.g. google-pixel-4, G020I or "Pixel 4"')
    .option('--json', 'print as JSON')
    .action(async (words: string[], opts: { json?: boolean }) => {
      const result = await withFind((f) => f.show(words.join(' ')));
      if (!result.ok) throw domainFailure(result.error);
      io.out(opts.json ? json(result.value) : renderDetails(result.value));
    });

  registerDevicesReport(devices, boot, io);
}

function renderSearch(s: DeviceSearch): string {
  const lines: string[] = [];
  if (s.models.length === 0 && s.tacListDevices.length === 0) return `No device matches "${s.query}".`;
  if (s.models.length) {
    lines.push('Catalog models (band data):');
    for (const m of s.models) {
      lines.push(`  ${m.id.padEnd(36)} ${m.name}${m.releaseYear ? ` (${m.releaseYear})` : ''}  [${m.modelNumbers.join(', ')}]  ${m.tacCount} TAC${m.tacCount === 1 ? '' : 's'}`);
    }
  }
  if (s.tacListDevices.length) {
    lines.push('In the TAC lists only (identified by IMEI, no band data):');
    for (const d of s.tacListDevices) lines.push(`  ${d.make} ${d.model}  (${d.origin})`);
  }
  return lines.join('\n');
}

/** A row saying why a band list may be incomplete, where the record says so. */
const doubt = (label: string, why: string | undefined): Array<[string, string]> => (why ? [[`${label} in doubt`, why]] : []);

function renderDetails(d: DeviceDetails): string {
  const m = d.device;
  const rows: Array<[string, string]> = [
    ['Device', d.name],
    ['Id', d.id],
    ['Model numbers', m.modelNumbers.join(', ')],
    ['Released', m.releaseYear ? String(m.releaseYear) : 'unknown'],
    ['Type', m.deviceType],
    ['LTE bands', m.lteBands.join(', ') || 'none'],
    ...doubt('LTE list', m.lteBandsIncomplete),
    ['5G NR bands', m.nrBands.length ? `n${m.nrBands.join(', n')}` : 'none'],
    ...doubt('5G list', m.nrBandsIncomplete),
    ['VoLTE', yesNo(m.volte)],
    ['Wi-Fi calling', yesNo(m.wifiCalling)],
    ['eSIM', yesNo(m.esim)],
    ['LTE category', m.lteCategory ? String(m.lteCategory) : 'not published'],
    ['Known TACs', String(d.tacCount)],
    ['Source', `${m.source.name}${m.source.url ? ` (${m.source.url})` : ''}, ${m.source.date}`],
  ];
  const variants = d.otherVariants.length ? `\n\nOther variants:\n${d.otherVariants.map((v) => `  ${v.id.padEnd(36)} ${v.name}`).join('\n')}` : '';
  return table(rows) + variants;
}
