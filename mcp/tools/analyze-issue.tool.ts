import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { AnalyzeIssue, ISSUE_CATEGORIES } from '../../core';
import { LOCAL_OPERATOR, type McpCaller } from '../caller';
import { errorResult, PROVIDER_STEPS, structuredResult, RECORDING } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

export function registerAnalyzeIssue(server: McpServer, analyze: AnalyzeIssue, caller: McpCaller = LOCAL_OPERATOR): void {
  server.registerTool(
    'analyze-issue',
    {
      title: 'Report and analyze a network issue',
      description:
        'File a network issue report (it is stored) and get its classification (outage, calls, sms, data, speed, signal, device), similar earlier reports nearby (others\' reports only as category, age and distance band; their text only when published), a shared-device pattern and recommendations. Pass the user\'s own description; set publish only if the user agrees to show it to others.',
      inputSchema: z.strictObject({
        lat: z.number().min(-90).max(90).describe('Latitude in decimal degrees, -90 to 90'),
        lng: z.number().min(-180).max(180).describe('Longitude in decimal degrees, -180 to 180'),
        issue_description: z.string().min(1).max(TEXT_LIMITS.issueDescription).describe('The problem in the user\'s words'),
        address: z.string().max(TEXT_LIMITS.address).optional(),
        user_agent: z.string().max(TEXT_LIMITS.userAgent).optional().describe('The device, e.g. "Google Pixel 7", or a browser user agent'),
        provider: z.string().max(TEXT_LIMITS.provider).optional().describe('The user\'s provider'),
        publish: z.boolean().optional().describe('Show this description to others who report something similar (only with the user\'s consent; default false)'),
      }),
      outputSchema: {
        report_id: z.string(),
        issue_classification: z.enum(ISSUE_CATEGORIES),
        similar_issues_summary: z.string(),
        similar_reports: z.array(z.object({
          category: z.enum(ISSUE_CATEGORIES),
          age: z.enum(['today', 'this week', 'this month', 'older']),
          distance_band: z.enum(['under 1 km', '1-5 km', '5-20 km', '20-100 km']),
          description: z.string().nullable(),
        })),
        device_pattern: z.string().nullable(),
        recommendations: z.array(z.string()),
        confidence_score: z.number(),
        analyzed_by: z.enum(['rules', 'rules+language-model']),
      },
      annotations: RECORDING,
    },
    async ({ lat, lng, issue_description, address, user_agent, provider, publish }) => {
      const result = await analyze.execute({ lat, lng, address, issueDescription: issue_description, userAgent: user_agent, provider, publish, reporter: caller.identity });
      if (!result.ok) return errorResult(result.error, PROVIDER_STEPS);
      const a = result.value;
      return structuredResult(a, `Classified as ${a.issue_classification}. ${a.similar_issues_summary}${a.device_pattern ? ` ${a.device_pattern}` : ''}`);
    },
  );
}
