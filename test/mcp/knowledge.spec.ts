import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { PIXEL_4 } from '../fixtures/imeis';
import { startMcpSession, type McpSession, type ToolResult } from '../fixtures/mcp-client';
import { OSMOCOM_CSV } from '../fixtures/paths';

describe('MCP tools for device and carrier knowledge', () => {
  let client: Client;
  let session: McpSession;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;

  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(TacImportService).importOsmocom(OSMOCOM_CSV));
    ({ client } = session);
  });
  afterAll(() => session?.close());

  it('offers find-device, read-only, with a description an agent can act on', async () => {
    const { tools } = await client.listTools();
    const find = tools.find((t) => t.name === 'find-device')!;
    expect(find.description).toContain('model number');
    expect(find.inputSchema.required).toEqual(['name']);
    expect(find.annotations?.readOnlyHint).toBe(true);
    const check = tools.find((t) => t.name === 'check-device')!;
    expect(Object.keys(check.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['imei', 'carrier', 'country']));
  });

  it('finds a catalog model by name, best match first, with its TAC count', async () => {
    const res = await call('find-device', { name: 'Pixel 4' });
    expect(res.isError).toBeFalsy();
    const models = res.structuredContent!.models as Array<{ id: string; tacCount: number }>;
    expect(models[0]).toMatchObject({ id: 'google-pixel-4', tacCount: expect.any(Number) });
    expect(models[0].tacCount).toBeGreaterThan(0);
    expect(res.content[0].text).toContain('Google Pixel 4');
  });

  it('finds devices known only from the TAC list, and says when nothing matches', async () => {
    const nokia = await call('find-device', { name: 'Nokia 3110' });
    expect(nokia.structuredContent).toMatchObject({ models: [], tacListDevices: expect.arrayContaining([expect.objectContaining({ make: 'Nokia', model: '3110' })]) });
    // A query word starts a word of the name: "16" is not found inside "A1660" (an iPhone 7).
    const sixteen = await call('find-device', { name: 'iPhone 16' });
    expect(JSON.stringify(sixteen.structuredContent!.tacListDevices)).not.toContain('A1660');
    const seven = await call('find-device', { name: 'iPhone 7 A1660' });
    expect(JSON.stringify(seven.structuredContent!.tacListDevices)).toContain('A1660');
    const none = await call('find-device', { name: 'Zorblax 9000' });
    expect(none.content[0].text).toBe('No device matches "Zorblax 9000".');
    const empty = await call('find-device', { name: ' ' });
    expect(empty.isError).toBe(true);
    expect(empty.content[0].text).toContain('INPUT_INVALID');
  });

  it("checks a device on another country's carrier when given the country", async () => {
    const res = await call('check-device', { imei: PIXEL_4, carrier: 'Vodafone', country: 'Germany' });
    expect(res.structuredContent).toMatchObject({ carrier: { name: 'Vodafone', country: 'Germany' } });
    expect(res.content[0].text).toContain('on Vodafone (Germany)');
    const carriers = await call('list-carriers', { location: 'Berlin, Germany' });
    expect(carriers.structuredContent).toMatchObject({ country: 'Germany', carriers: expect.arrayContaining([expect.objectContaining({ name: 'Vodafone', confidence: 'derived' })]) });
  });
});
