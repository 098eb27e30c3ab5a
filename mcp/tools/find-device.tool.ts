import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { FindDevices } from '../../core';
import { errorResult, structuredResult, READ_ONLY } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

const summary = z.object({
  id: z.string(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  variant: z.string().nullable(),
  modelNumbers: z.array(z.string()),
  releaseYear: z.number().nullable(),
  deviceType: z.string(),
  tacCount: z.number(),
});

export function registerFindDevice(server: McpServer, find: FindDevices): void {
  server.registerTool(
    'find-device',
    {
      title: 'Find a device by name',
      description:
        'Find phones, tablets and watches by name or model number ("Pixel 8", "iPhone 15 Pro", "SM-S928B"). Returns curated catalog models, which carry LTE and 5G bands (regional variants listed separately), best match first, and devices known only by name from imported TAC lists (no band data). To assess a specific phone, use check-device with its IMEI.',
      inputSchema: z.strictObject({
        name: z.string().max(TEXT_LIMITS.deviceQuery).describe('Device name or model number'),
        limit: z.number().int().min(1).max(50).optional().describe('Most results per group; default 10'),
      }),
      outputSchema: {
        query: z.string(),
        models: z.array(summary),
        tacListDevices: z.array(z.object({ make: z.string(), model: z.string(), origin: z.string(), modelId: z.string().nullable() })),
      },
      annotations: READ_ONLY,
    },
    async ({ name, limit }) => {
      const result = await find.search(name, limit ?? 10);
      if (!result.ok) return errorResult(result.error);
      const { models, tacListDevices } = result.value;
      const lines = models.map((m) => `${m.name}${m.releaseYear ? ` (${m.releaseYear})` : ''}: model numbers ${m.modelNumbers.join(', ')}`);
      if (tacListDevices.length) lines.push(`Known from TAC lists without band data: ${tacListDevices.map((d) => `${d.make} ${d.model}`).join('; ')}`);
      const text = lines.length ? lines.join('\n') : `No device matches "${name}".`;
      return structuredResult(result.value, text);
    },
  );
}
