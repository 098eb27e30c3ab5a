import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { ListCarriers } from '../../core';
import { PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { startMcpSession, type McpSession, type ToolResult } from '../fixtures/mcp-client';
import { OSMOCOM_CSV, ROOT, tempDir } from '../fixtures/paths';

describe('MCP server (official client, in-memory transport)', () => {
  let client: Client;
  let session: McpSession;

  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(TacImportService).importOsmocom(OSMOCOM_CSV));
    ({ client } = session);
  });
  afterAll(() => session?.close());

  it('lists the tools with their input schemas and descriptions', async () => {
    const { tools } = await client.listTools();
    const check = tools.find((t) => t.name === 'check-device')!;
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['check-device', 'list-carriers']));
    expect(check.description).toContain('*#06#');
    expect(check.inputSchema.required).toEqual(['imei']);
    expect(check.outputSchema).toBeDefined();
  });

  it('checks a device and returns structured content', async () => {
    const res = (await client.callTool({ name: 'check-device', arguments: { imei: PIXEL_4, carrier: 'Verizon' } })) as ToolResult;
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({ device: { make: 'Google', model: 'Pixel 4' }, carrier: { name: 'Verizon' } });
    expect(res.content[0].text).toContain('Google Pixel 4 on Verizon');
    const { verdict, headline } = res.structuredContent as { verdict: string; headline: string };
    expect(['works', 'works_with_limits', 'needs_carrier_approval']).toContain(verdict);
    expect(headline).toContain('on Verizon');
    expect(res.content[0].text).toContain(headline);
  });

  it('answers domain errors as isError results with a clear message', async () => {
    const res = (await client.callTool({ name: 'check-device', arguments: { imei: UNKNOWN_TAC } })) as ToolResult;
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toContain('DEVICE_UNKNOWN');
    // Its details name the tool and the argument an agent sends next, not REST's path and field.
    expect(JSON.parse(res.content[1].text!).details).toMatchObject({ deviceSearch: 'find-device', modelNumberField: 'model_number' });
    const both = (await client.callTool({ name: 'check-device', arguments: { imei: PIXEL_4, device_id: 'google-pixel-4', model_number: 'G020I' } })) as ToolResult;
    expect(JSON.parse(both.content[1].text!).details).toEqual({ field: 'device_id' });
    const bad = (await client.callTool({ name: 'check-device', arguments: { imei: '123' } })) as ToolResult;
    expect(bad.isError).toBe(true);
    expect(bad.content[0].text).toContain('IMEI must be exactly 15 digits');
    // No carrier for a place abroad: the message names the tool's own argument.
    const abroad = (await client.callTool({ name: 'check-device', arguments: { imei: PIXEL_4, location: 'London' } })) as ToolResult;
    expect(abroad.content[0].text).toMatch(/^INPUT_INVALID: No network given, .* Give carrier: the name of a carrier in United Kingdom/);
  });

  it('refuses arguments a tool does not take, an IMEI longer than any, and says which argument is required', async () => {
    const text = async (args: Record<string, unknown>) => {
      const res = (await client.callTool({ name: 'check-device', arguments: args })) as ToolResult;
      expect(res.isError).toBe(true);
      return res.content.map((c) => c.text).join(' ');
    };
    expect(await text({ imei: PIXEL_4, foo: 1 })).toMatch(/foo/);
    expect(await text({ imei: '1'.repeat(100_000) })).toContain('imei must be at most 40 characters');
    expect(await text({})).toContain('imei is required');
    expect(await text({ imei: '3529311037465a25' })).toContain('IMEI_CHARACTERS');
  });

  it('lists carriers for a location', async () => {
    const res = (await client.callTool({ name: 'list-carriers', arguments: { location: 'Austin, Some Long State Name' } })) as ToolResult;
    expect(res.structuredContent).toMatchObject({ country: 'United States', selected: 'AT&T' });
  });
});

describe('MCP server when a tool fails unexpectedly', () => {
  it('answers a plain error result, never the exception\'s own message', async () => {
    // A fault inside the core (here a carrier directory that throws) must not reach the agent.
    const session = await startMcpSession(async (ctx) => {
      ctx.get(ListCarriers).execute = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'coordinates') at /srv/app"));
    });
    try {
      const res = await session.call('list-carriers', { location: 'Austin' });
      expect(res.isError).toBe(true);
      expect(res.content).toEqual([{ type: 'text', text: 'INTERNAL: Something went wrong on our side. Please try again later.' }]);
    } finally {
      await session.close();
    }
  });
});

describe('MCP server over stdio (spawned from the build)', () => {
  const main = join(ROOT, 'dist', 'cli', 'main.js');
  beforeAll(() => {
    if (!existsSync(main)) execFileSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'ignore' });
  });

  it('serves both tools through `bandwise mcp`', async () => {
    const transport = new StdioClientTransport({
      command: 'node',
      args: [main, 'mcp'],
      env: { ...(process.env as Record<string, string>), DATA_DIR: tempDir() },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const carriers = (await client.callTool({ name: 'list-carriers', arguments: {} })) as ToolResult;
      expect(carriers.structuredContent).toMatchObject({ country: 'United States' });
      const unknown = (await client.callTool({ name: 'check-device', arguments: { imei: PIXEL_4 } })) as ToolResult;
      // A fresh database has no imported TACs: the device is honestly unknown.
      expect(unknown.isError).toBe(true);
      expect(unknown.content[0].text).toContain('DEVICE_UNKNOWN');
    } finally {
      await client.close();
    }
  });

  it('answers what it was sent and exits when the host closes its input', () => {
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list-carriers', arguments: {} } },
    ];
    const run = spawnSync('node', [main, 'mcp'], { input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n', env: { ...process.env, DATA_DIR: tempDir() }, encoding: 'utf8', timeout: 20_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    const answers = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(answers.map((a) => a.id)).toEqual([1, 2]);
    expect(answers[1].result.structuredContent).toMatchObject({ country: 'United States' });
  });

  it('answers stats from one snapshot, even while a check sent just before is being recorded', () => {
    const call = (id: number, name: string, args: object) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      call(2, 'check-device', { imei: PIXEL_4, carrier: 'T-Mobile' }),
      call(3, 'get-stats', {}),
    ];
    const run = spawnSync('node', [main, 'mcp'], { input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n', env: { ...process.env, DATA_DIR: tempDir(), SHIPPED_TACS: 'on' }, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(0);
    const answers = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(answers.find((a) => a.id === 2).result.isError).toBeFalsy();
    const stats = answers.find((a) => a.id === 3).result.structuredContent as { totalSearches: number; uniqueDevices: number; popularDevices: Array<{ searches: number }> };
    expect([stats.uniqueDevices, stats.popularDevices.reduce((n, d) => n + d.searches, 0)]).toEqual([stats.totalSearches, stats.totalSearches]);
  });

  it('answers every line it cannot take, instead of leaving the client waiting', () => {
    const lines = [
      '[{"jsonrpc":"2.0","id":3,"method":"ping"}]',
      '{"jsonrpc":"1.0","id":4,"method":"ping"}',
      'not json',
      '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{}}',
      '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"check-device","arguments":["352931103746525"]}}',
      '{"jsonrpc":"2.0","id":8,"method":"ping","extra":true}',
      '{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"get-policy","arguments":{},"_meta":5}}',
      '{"jsonrpc":"2.0","id":10,"method":"tools/list","params":{"cursor":5}}',
      '{"jsonrpc":"2.0","id":7,"method":"ping"}',
    ];
    const run = spawnSync('node', [main, 'mcp'], { input: lines.join('\n') + '\n', env: { ...process.env, DATA_DIR: tempDir() }, encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(0);
    const answers = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(answers.map((a) => [a.id, a.error?.code ?? 'ok'])).toEqual([[null, -32600], [4, -32600], [null, -32700], [5, -32602], [6, -32602], [8, -32600], [9, -32602], [10, -32602], [7, 'ok']]);
    expect(answers[3].error.message).toBe('tools/call needs "params.name", the tool to call (see tools/list).');
    expect(answers.slice(5, 8).map((a) => a.error.message)).toEqual([
      '"extra" is not a member of a JSON-RPC request: send only "jsonrpc", "id", "method" and "params".',
      '"params._meta" must be an object.',
      '"params.cursor" must be the string a previous list answer gave as "nextCursor".',
    ]);
  });
});
