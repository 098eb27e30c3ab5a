import { startMcpSession, type McpSession, type ToolResult } from '../fixtures/mcp-client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CoverageImportService } from '../../adapters/coverage/coverage-import.service';
import { PENN, writeTowers } from '../fixtures/coverage-files';

describe('MCP coverage tools (official client, in-memory transport)', () => {
  let client: Client;
  let session: McpSession;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;

  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(CoverageImportService).importTowers(writeTowers(new Date())));
    ({ client } = session);
  });
  afterAll(() => session?.close());

  it('analyzes coverage from the stored towers', async () => {
    const res = await call('analyze-coverage', { ...PENN, address: 'Penn Station', provider: 'Verizon' });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({ country: 'United States', mobile_providers: [{ provider: 'Verizon', evidence: { towers: 4 } }] });
    expect(res.content[0].text).toMatch(/^Penn Station, United States \(within 10 km\): Verizon: \d+\/100/);
  });

  it('files and analyzes an issue, and refuses 0,0 as an error result', async () => {
    const res = await call('analyze-issue', { ...PENN, issue_description: 'Mobile data stopped working, apps will not load', user_agent: 'Pixel 7' });
    expect(res.structuredContent).toMatchObject({ issue_classification: 'data', analyzed_by: 'rules' });
    const zero = await call('analyze-coverage', { lat: 0, lng: 0 });
    expect(zero.isError).toBe(true);
    expect(zero.content[0].text).toContain('INPUT_INVALID: No valid location set');
  });

  it('points an agent at the provider argument when a provider is not one of the place', async () => {
    const res = await call('analyze-coverage', { ...PENN, provider: 'Rogers' });
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toMatch(/^CARRIER_UNKNOWN: .*Providers here: .*Verizon.* Pass one of the providers listed as the provider argument, or leave it out\.$/);
  });
});
