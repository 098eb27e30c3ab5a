import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { PolicyDocument } from '../../core';
import { structuredResult, READ_ONLY } from './tool-result';

export function registerGetPolicy(server: McpServer, policy: PolicyDocument): void {
  server.registerTool(
    'get-policy',
    {
      title: 'Get the device compatibility policy',
      description: 'The network policy and terms a user accepts before seeing results: what is collected, privacy, required bands, retention (version 2.0).',
      outputSchema: {
        title: z.string(),
        version: z.string(),
        lastUpdated: z.string(),
        alphaNotice: z.string(),
        sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
        acknowledgement: z.string(),
      },
      // Takes no arguments, and says so: an argument it does not take is refused, as on every tool.
      inputSchema: z.strictObject({}),
      annotations: READ_ONLY,
    },
    async () => {
      const text = [policy.title, ...policy.sections.map((s) => `${s.heading}: ${s.paragraphs.join(' ')}`)].join('\n');
      return structuredResult(policy, text);
    },
  );
}
