import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { AnalyzeIssue, ISSUE_CATEGORIES } from '../../core';
import { errorResult, structuredResult, RECORDING } from './tool-result';

export function registerAnalyzeIssue(server: McpServer, analyze: AnalyzeIssue): void {
  server.registerTool(
    'analyze-issue',
    {
      title: 'Report and analyze a network issue',
      description:
        'File a network issue report (it is stored) and get its classification (outage, calls, sms, data, speed, signal, device), similar earlier reports nearby, a shared-device pattern and recommendations. Pass the user\'s own description.',
      inputSchema: {
        lat: z.number().describe('Latitude in decimal degrees'),
        lng: z.number().describe('Longitude in decimal degrees'),
        issue_description: z.string().min(1).max(2000).describe('The problem in the user\'s words'),
        address: z.string().max(200).optional(),
        user_agent: z.string().max(512).optional().describe('The device, e.g. "Google Pixel 7", or a browser user agent'),
        provider: z.string().max(120).optional().describe('The user\'s provider'),
      },
      outputSchema: {
        report_id: z.string(),
        issue_classification: z.enum(ISSUE_CATEGORIES),
        similar_issues_summary: z.string(),
        similar_reports: z.array(z.object({ device: z.string(), description: z.string(), distance: z.number(), category: z.enum(ISSUE_CATEGORIES), reported_at: z.string() })),
        device_pattern: z.string().nullable(),
        recommendations: z.array(z.string()),
        confidence_score: z.number(),
        analyzed_by: z.enum(['rules', 'rules+language-model']),
      },
      annotations: RECORDING,
    },
    async ({ lat, lng, issue_description, address, user_agent, provider }) => {
      const result = await analyze.execute({ lat, lng, address, issueDescription: issue_description, userAgent: user_agent, provider });
      if (!result.ok) return errorResult(result.error);
      const a = result.value;
      return structuredResult(a, `Classified as ${a.issue_classification}. ${a.similar_issues_summary}${a.device_pattern ? ` ${a.device_pattern}` : ''}`);
    },
  );
}
