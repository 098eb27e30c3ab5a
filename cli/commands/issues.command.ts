import type { Command } from 'commander';
import { AnalyzeIssue, type IssueAnalysis } from '../../core';
import type { CliIo, ContextFactory } from '../context';
import { domainFailure } from '../exit-codes';
import { json, table } from '../format';
import { coordinate } from './coverage.command';

function render(a: IssueAnalysis): string {
  const similar = a.similar_reports.map((s) => `  - ${s.category}, ${s.age}, ${s.distance_band} away${s.description ? `: ${s.description}` : ''}`).join('\n');
  return [
    table([
      ['Report', a.report_id],
      ['Classification', a.issue_classification],
      ['Confidence', a.confidence_score.toFixed(2)],
    ]),
    '',
    a.similar_issues_summary,
    ...(similar ? [similar] : []),
    ...(a.device_pattern ? ['', a.device_pattern] : []),
    '',
    'Recommendations:',
    ...a.recommendations.map((r) => `  - ${r}`),
  ].join('\n');
}

export function registerIssues(program: Command, boot: ContextFactory, io: CliIo): void {
  const issues = program.command('issues').description('Network issue reports');
  issues
    .command('report')
    .description('File a network issue report for a subscriber and show its analysis (the same as POST /api/coverage/analyze-issue)')
    .requiredOption('--lat <degrees>', 'latitude')
    .requiredOption('--lng <degrees>', 'longitude (or --lng=-73.9934)')
    .requiredOption('--text <description>', 'what is wrong, in the subscriber\'s words')
    .option('--provider <name>', 'the subscriber\'s provider')
    .option('--device <name>', 'the device, e.g. "Google Pixel 7", or a browser user agent')
    .option('--address <text>', 'where it happens')
    .option('--publish', 'show the description to others who report something similar (otherwise only its category, age and distance band)')
    .option('--json', 'print the analysis as JSON')
    .action(async (opts: { lat: string; lng: string; text: string; provider?: string; device?: string; address?: string; publish?: boolean; json?: boolean }) => {
      const ctx = await boot([AnalyzeIssue]);
      try {
        const result = await ctx.get(AnalyzeIssue).execute({
          lat: coordinate(opts.lat), lng: coordinate(opts.lng), issueDescription: opts.text, provider: opts.provider, userAgent: opts.device, address: opts.address,
          publish: opts.publish === true, reporter: 'cli:operator', filesForOthers: true,
        });
        if (!result.ok) throw domainFailure(result.error);
        io.out(opts.json ? json(result.value) : render(result.value));
      } finally {
        await ctx.close();
      }
    });
}
