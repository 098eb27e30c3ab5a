import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ListCarriers } from '../../core';
import { errorResult, structuredResult, READ_ONLY } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

export function registerListCarriers(server: McpServer, list: ListCarriers): void {
  server.registerTool(
    'list-carriers',
    {
      title: 'List carriers',
      description: 'List the mobile carriers of a country, from a country name, a place ("Paris", "Austin, TX", "Vilnius, Lithuania") or coordinates ("48.85, 2.35"). Defaults to the United States.',
      inputSchema: z.strictObject({ location: z.string().max(TEXT_LIMITS.location).optional().describe('Country name, place or coordinates') }),
      outputSchema: {
        country: z.string(),
        carriers: z.array(z.object({ name: z.string(), marketShare: z.string(), description: z.string(), confidence: z.enum(['curated', 'derived']) })),
        selected: z.string().nullable(),
        place: z.string().nullable().describe('The gazetteer place that gave the country when the location named none'),
      },
      annotations: READ_ONLY,
    },
    async ({ location }) => {
      const result = await list.execute(location);
      if (!result.ok) return errorResult(result.error);
      const { country, carriers } = result.value;
      return structuredResult(result.value, `${country}: ${carriers.map((c) => c.name).join(', ')}`);
    },
  );
}
