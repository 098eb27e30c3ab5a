import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import request from 'supertest';
import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startMcpSession, type McpSession, type ToolResult } from '../fixtures/mcp-client';
import { OSMOCOM_CSV } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

/** One call per tool; the SDK client checks each structuredContent against the tool's outputSchema. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['check-device', { imei: Number(PIXEL_4), carrier: 'T-Mobile' }],
  ['check-devices', { imeis: [PIXEL_4, '12345'], carrier: 'T-Mobile' }],
  ['list-carriers', { location: 'Berlin, Germany' }],
  ['find-device', { name: 'Pixel 4' }],
  ['get-policy', {}],
  ['get-stats', {}],
  ['analyze-coverage', { lat: 40.7128, lng: -74.006, address: 'New York, United States', radius_km: 25 }],
  ['analyze-issue', { lat: 40.7128, lng: -74.006, issue_description: 'Calls drop every few minutes downtown', provider: 'T-Mobile' }],
];

/** What every transport must show: full annotations, JSON text beside structuredContent, MCP-worded errors. */
function behavesForAgents(client: () => Client) {
  const call = async (name: string, args: Record<string, unknown>) => (await client().callTool({ name, arguments: args })) as ToolResult;

  it('lists every tool with complete annotations', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(CALLS.map(([name]) => name).sort());
    for (const tool of tools) {
      expect(tool.annotations).toEqual({
        readOnlyHint: expect.any(Boolean),
        destructiveHint: false,
        idempotentHint: expect.any(Boolean),
        openWorldHint: false,
      });
    }
  });

  it.each(CALLS)('%s answers with structuredContent and the same value as JSON text', async (name, args) => {
    const res = await call(name, args);
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toBeDefined();
    const json = res.content.map((c) => c.text ?? '').find((t) => t.startsWith('{'));
    expect(JSON.parse(json!)).toEqual(res.structuredContent);
  });

  it.each(CALLS)('%s refuses an argument it does not take', async (name, args) => {
    const res = await call(name, { ...args, verbose: true });
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toMatch(/verbose/);
  });

  it('words errors for MCP: tools and arguments, not REST paths', async () => {
    const unknown = await call('check-device', { imei: PIXEL_4, carrier: 'Nowhere Mobile' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toContain('list-carriers tool');
    expect(unknown.content[0].text).toContain('carrier argument');
    expect(unknown.content[0].text).not.toMatch(/\/api\/|"network"/);
    const ambiguous = await call('check-device', { imei: PIXEL_4, carrier: 'Orange' });
    expect(ambiguous.content[0].text).toMatch(/^CARRIER_AMBIGUOUS: .*country argument/);
  });

  it('says coverage text once per country and with the radius asked for', async () => {
    const res = await call('analyze-coverage', { lat: 40.7128, lng: -74.006, address: 'New York, United States', radius_km: 25 });
    expect(res.content[0].text).toMatch(/^New York, United States \(within 25 km\)/);
  });
}

describe('every MCP tool through the SDK client, in memory', () => {
  let session: McpSession;
  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(TacImportService).importOsmocom(OSMOCOM_CSV));
  });
  afterAll(() => session?.close());
  behavesForAgents(() => session.client);
});

describe('every MCP tool through the SDK client, over Streamable HTTP', () => {
  let app: NestFastifyApplication;
  let client: Client;
  let url: URL;

  beforeAll(async () => {
    app = await startTestApp();
    await app.listen(0, '127.0.0.1');
    url = new URL(`${await app.getUrl()}/mcp`.replace('[::1]', '127.0.0.1'));
    const key = await createKey(app, 'every-tool');
    client = new Client({ name: 'every-tool', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(key) } }));
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  behavesForAgents(() => client);

  it('answers HTTP-level problems as MCP clients expect', async () => {
    const http = () => request(app.getHttpServer());
    const anonymous = await http().post('/mcp').send({ jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    const malformed = await http().post('/mcp').set('content-type', 'application/json').send('{"jsonrpc":').expect(400);
    expect(malformed.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    const key = await createKey(app, 'origin-test');
    const rpc = (body: unknown) => http().post('/mcp').set(bearer(key)).set('accept', 'application/json, text/event-stream').send(body as object);
    // Valid JSON that is no JSON-RPC 2.0 request is an Invalid Request; a tools/call without a tool, Invalid params.
    for (const body of [{ jsonrpc: '1.0', id: 2, method: 'ping' }, { id: 2, method: 'ping' }, { jsonrpc: '2.0', id: {}, method: 'ping' }, { jsonrpc: '2.0', id: 1.5, method: 'ping' }, { jsonrpc: '2.0', id: 2, method: 'ping', extra: true }]) {
      expect((await rpc(body).expect(400)).body.error.code).toBe(-32600);
    }
    // An argument named __proto__ (a plain key once parsed) is refused as every unknown argument is.
    const proto = await http().post('/mcp').set(bearer(key)).set('accept', 'application/json, text/event-stream').set('content-type', 'application/json')
      .send(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"get-policy","arguments":{"__proto__":{"x":1}}}}`).expect(200);
    const invalidParams = { code: -32602, data: { code: 'INPUT_INVALID' } };
    expect(proto.body.error).toEqual({ ...invalidParams, message: '"__proto__" is not an argument of get-policy (see its inputSchema in tools/list).' });
    const noTool = await rpc({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: {} }).expect(200);
    expect(noTool.body).toEqual({ jsonrpc: '2.0', id: 3, error: { ...invalidParams, message: 'tools/call needs "params.name", the tool to call (see tools/list).' } });
    const nul = await rpc({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'check-device', arguments: { imei: PIXEL_4, location: 'Par\u0000is' } } }).expect(200);
    expect(nul.body.error).toEqual({ ...invalidParams, message: 'params.arguments.location holds a NUL character (\\u0000), which no field takes. Remove it and send again.' });
    // An initialize without its protocol version is Invalid params that names what is missing, not an internal error.
    for (const params of [{}, { protocolVersion: 5, capabilities: {}, clientInfo: { name: 'x', version: '1' } }]) {
      const init = await rpc({ jsonrpc: '2.0', id: 6, method: 'initialize', params }).expect(200);
      expect(init.body.error).toMatchObject({ ...invalidParams, message: expect.stringContaining('initialize needs "params.protocolVersion" as a string') });
    }
    const foreign = await http()
      .post('/mcp')
      .set(bearer(key))
      .set('origin', 'https://evil.example')
      .set('accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
      .expect(403);
    expect(foreign.body.error.message).toContain('https://evil.example');
    await http().get('/.well-known/oauth-protected-resource').expect(404);
  });
});
