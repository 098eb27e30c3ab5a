import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { AnalyzeCoverage } from '../../core';
import { errorResult, PROVIDER_STEPS, structuredResult, READ_ONLY } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

const provider = z.object({
  provider: z.string(),
  coverage_score: z.number().nullable(),
  reliability_rating: z.number().nullable(),
  recent_issues: z.number(),
  issue_summary: z.string(),
  last_major_outage: z.string().nullable(),
  confidence_score: z.number(),
  recommendation: z.enum(['excellent', 'good', 'fair', 'poor']).nullable(),
  evidence: z.object({ towers: z.number(), technologies: z.record(z.string(), z.number()), outage_reports: z.number(), issue_reports: z.number(), issue_reporters: z.number() }),
});

export function registerAnalyzeCoverage(server: McpServer, analyze: AnalyzeCoverage): void {
  server.registerTool(
    'analyze-coverage',
    {
      title: 'Analyze network coverage',
      description:
        'Rate the mobile and broadband providers near a location (within radius_km, 1 to 50 km, default 10; last 30 days) from stored evidence: cell towers, imported outage reports and user issue reports. A provider without evidence has a null score and zero confidence; nothing is made up. Needs coordinates (not 0,0).',
      inputSchema: z.strictObject({
        lat: z.number().min(-90).max(90).describe('Latitude in decimal degrees, -90 to 90'),
        lng: z.number().min(-180).max(180).describe('Longitude in decimal degrees, -180 to 180'),
        address: z.string().max(TEXT_LIMITS.address).optional().describe('How the place reads to a person'),
        provider: z.string().max(TEXT_LIMITS.provider).optional().describe('Only this provider; all of the country when absent'),
        radius_km: z.number().min(1).max(50).optional().describe('Radius in km (default 10)'),
      }),
      outputSchema: {
        location: z.object({ lat: z.number(), lng: z.number(), address: z.string() }),
        country: z.string().nullable(),
        radius_km: z.number(),
        data_period: z.string(),
        analysis_timestamp: z.string(),
        mobile_providers: z.array(provider),
        broadband_providers: z.array(provider),
        area: z.object({ towers: z.number(), outage_reports: z.number(), issue_reports: z.number(), recent_issues: z.number() }),
      },
      annotations: READ_ONLY,
    },
    async ({ lat, lng, address, provider: name, radius_km }) => {
      const result = await analyze.execute({ lat, lng, address, provider: name, radiusKm: radius_km });
      if (!result.ok) return errorResult(result.error, PROVIDER_STEPS);
      const a = result.value.analysis;
      const line = (p: z.infer<typeof provider>) => `${p.provider}: ${p.coverage_score === null ? 'no evidence' : `${p.coverage_score}/100 (${p.recommendation})`}`;
      const place = !a.country ? `${a.location.address}, unknown country` : a.location.address.endsWith(a.country) ? a.location.address : `${a.location.address}, ${a.country}`;
      return structuredResult(a, `${place} (within ${a.radius_km} km): ${[...a.mobile_providers, ...a.broadband_providers].map(line).join('; ') || 'no providers known here'}.`);
    },
  );
}
