import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { plural, type SearchReader } from '../../core';
import { scopeFor, type McpCaller } from '../caller';
import { structuredResult, READ_ONLY } from './tool-result';

export function registerGetStats(server: McpServer, searches: SearchReader, caller: McpCaller): void {
  server.registerTool(
    'get-stats',
    {
      title: 'Search statistics',
      description: 'Totals of device checks: searches, unique devices, API calls, success rate and the most searched devices, and how many of the searches are demo data (bandwise seed --demo). Over HTTP, only the calling API key’s searches.',
      outputSchema: {
        totalSearches: z.number(),
        uniqueDevices: z.number(),
        apiCalls: z.number(),
        successRate: z.number(),
        popularDevices: z.array(z.object({ name: z.string(), manufacturer: z.string(), searches: z.number() })),
        demoSearches: z.number(),
      },
      // Takes no arguments, and says so: an argument it does not take is refused, as on every tool.
      inputSchema: z.strictObject({}),
      annotations: READ_ONLY,
    },
    async () => {
      const scope = scopeFor(caller);
      const [stats, demoSearches] = await Promise.all([searches.stats(scope), searches.demoSearches(scope)]);
      const demo = demoSearches ? ` ${demoSearches} of the searches are demo data (bandwise seed --demo).` : '';
      return structuredResult({ ...stats, demoSearches }, `${plural(stats.totalSearches, 'search', 'searches')}, ${plural(stats.uniqueDevices, 'unique device')}, success rate ${stats.successRate}%.${demo}`);
    },
  );
}
