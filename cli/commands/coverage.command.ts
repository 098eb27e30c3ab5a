import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { CoverageImportService, type ImportCounts } from '../../adapters/coverage/coverage-import.service';
import { AnalyzeCoverage, type CoverageAnalysis, type ProviderCoverage } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { CliError, EXIT, domainFailure } from '../exit-codes';
import { json, table } from '../format';

/** A coordinate as typed; the use case says what is wrong with it. */
export const coordinate = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const stars = (n: number | null) => (n === null ? 'no rating' : '*'.repeat(n) + '.'.repeat(5 - n));

function providerLine(p: ProviderCoverage): string {
  const score = p.coverage_score === null ? 'no data' : `${p.coverage_score}/100 ${p.recommendation}`;
  return `  ${p.provider}\n    ${score}, reliability ${stars(p.reliability_rating)}, confidence ${p.confidence_score.toFixed(2)}, ${p.recent_issues} recent issues\n    ${p.issue_summary}${p.last_major_outage ? `\n    Last major outage: ${p.last_major_outage}` : ''}`;
}

function render(a: CoverageAnalysis, cached: boolean): string {
  const head = table([
    ['Location', `${a.location.address} (${a.location.lat}, ${a.location.lng})`],
    ['Country', a.country ?? 'unknown: no providers are listed'],
    ['Radius', `${a.radius_km} km`],
    ['Period', a.data_period],
    ['Analysed', `${a.analysis_timestamp}${cached ? ' (cached)' : ''}`],
  ]);
  const list = (title: string, ps: ProviderCoverage[]) => (ps.length ? `\n\n${title}:\n${ps.map(providerLine).join('\n')}` : '');
  return head + list('Mobile providers', a.mobile_providers) + list('Broadband providers', a.broadband_providers);
}

function countsLine(kind: string, c: ImportCounts, seconds: number): string {
  const problems = c.problems.length ? `\n${c.problems.map((p) => `  skipped ${p}`).join('\n')}` : '';
  return `Imported ${c.rows} ${kind} rows in ${seconds.toFixed(1)} s: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.skipped} skipped.${problems}`;
}

export function registerCoverage(program: Command, boot: ContextFactory, io: CliIo): void {
  const coverage = program.command('coverage').description('Coverage analysis from stored evidence, and evidence imports');
  coverage
    .command('analyze')
    .description('Rate the mobile and broadband providers near a location (the same analysis as POST /api/coverage/analyze)')
    .requiredOption('--lat <degrees>', 'latitude, e.g. 40.7505')
    .requiredOption('--lng <degrees>', 'longitude, e.g. -73.9934 (or --lng=-73.9934)')
    .option('--provider <name>', 'only this provider (mobile or broadband)')
    .option('--address <text>', 'how to name the place in the answer')
    .option('--radius <km>', 'radius in km, 1 to 50', '10')
    .option('--json', 'print the analysis as JSON')
    .action(async (opts: { lat: string; lng: string; provider?: string; address?: string; radius: string; json?: boolean }) => {
      const ctx = await boot([AnalyzeCoverage]);
      try {
        const result = await ctx.get(AnalyzeCoverage).execute({
          lat: coordinate(opts.lat), lng: coordinate(opts.lng), provider: opts.provider, address: opts.address, radiusKm: coordinate(opts.radius),
        });
        if (!result.ok) throw domainFailure(result.error);
        io.out(opts.json ? json(result.value.analysis) : render(result.value.analysis, result.value.cached));
      } finally {
        await ctx.close();
      }
    });
  for (const [name, kind, what] of [
    ['import-outages', 'outage', 'an outage feed: CSV with header provider,time,lat,lng,category,severity,count,source; or a JSON array or JSON lines of objects with those fields'],
    ['import-towers', 'tower', 'cell towers in the OpenCelliD CSV format (radio,mcc,net,area,cell,unit,lon,lat,range,samples,changeable,created,updated,averageSignal)'],
  ] as const) {
    coverage
      .command(name)
      .description(`Import ${what}; re-importing the same file changes nothing`)
      .argument('<file>', 'path to the file')
      .option('--json', 'print the counts as JSON')
      .action(async (file: string, opts: { json?: boolean }) => {
        if (!existsSync(file)) throw new CliError(`File not found: ${file}`, EXIT.badInput);
        const ctx = await boot([CoverageImportService]);
        try {
          const started = Date.now();
          const service = ctx.get(CoverageImportService);
          const counts = name === 'import-towers' ? await service.importTowers(file) : await service.importOutages(file);
          const seconds = (Date.now() - started) / 1000;
          const nothingValid = counts.rows > 0 && counts.skipped === counts.rows;
          // Under --json a failure is one answer, {success:false, ...}, printed where the error is raised.
          if (!opts.json) io.out(countsLine(kind, counts, seconds));
          else if (!nothingValid) io.out(json({ ...counts, seconds }));
          if (nothingValid) throw new CliError(`No valid ${kind} rows in ${file}: all ${counts.rows} were skipped.`, EXIT.badInput);
        } finally {
          await ctx.close();
        }
      });
  }
}
