import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import request from 'supertest';
import type { AppConfig } from '../../adapters/config';
import { APP_CONFIG } from '../../adapters/tokens';
import { PIXEL_4 } from '../fixtures/imeis';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

type ToolResult = { isError?: boolean; structuredContent?: Record<string, unknown>; content: Array<{ text?: string }> };

describe('MCP over Streamable HTTP at /mcp', () => {
  let app: NestFastifyApplication;
  let url: URL;

  beforeAll(async () => {
    app = await startTestApp();
    await app.listen(0, '127.0.0.1');
    url = new URL(`${await app.getUrl()}/mcp`.replace('[::1]', '127.0.0.1'));
  });
  afterAll(() => app.close());

  const connect = async (key: string) => {
    const client = new Client({ name: 'http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: bearer(key) } }));
    return client;
  };

  it('refuses callers without a valid API key', async () => {
    const res = await request(app.getHttpServer()).post('/mcp').send({ jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(401);
    expect(res.body).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32000, data: { code: 'UNAUTHORIZED' } } });
    await expect(connect('bw_live_' + 'y'.repeat(43))).rejects.toThrow();
  });

  it('answers a body refused for its type or size as every other refusal: -32000 with the API code in data', async () => {
    const key = await createKey(app, 'bodies');
    const typed = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Content-Type', 'text/plain').send('{}').expect(415);
    expect(typed.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
    for (const body of ['null', '1', '"x"', 'true']) {
      const notRpc = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Content-Type', 'application/json').send(body).expect(400);
      expect(notRpc.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, data: { code: 'INPUT_INVALID' } } });
    }
    const huge = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(2 * 1024 * 1024) } };
    const large = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).send(huge).expect(413);
    expect(large.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, data: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('serves the tools to a keyed client, records checks under its key, and scopes stats to it', async () => {
    const key = await createKey(app, 'mcp-agent');
    const client = await connect(key);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['check-device', 'list-carriers', 'get-policy', 'get-stats']));
      const check = (await client.callTool({ name: 'check-device', arguments: { imei: PIXEL_4 } })) as ToolResult;
      const searchId = check.structuredContent!.searchId as string;
      await request(app.getHttpServer()).get(`/api/v1/search/${searchId}`).set(bearer(key)).expect(200);
      const stats = (await client.callTool({ name: 'get-stats', arguments: {} })) as ToolResult;
      expect(stats.structuredContent).toMatchObject({ totalSearches: 1, uniqueDevices: 1, demoSearches: 0 });
      const policy = (await client.callTool({ name: 'get-policy', arguments: {} })) as ToolResult;
      expect(policy.structuredContent).toMatchObject({ version: '2.0', lastUpdated: 'January 2025' });
    } finally {
      await client.close();
    }
  });

  it('counts MCP requests against the key’s hourly limit', async () => {
    const key = await createKey(app, 'mcp-limit');
    const before = await request(app.getHttpServer()).get('/api/v1/stats').set(bearer(key)).expect(200);
    const client = await connect(key);
    await client.callTool({ name: 'get-policy', arguments: {} });
    await client.close();
    const after = await request(app.getHttpServer()).get('/api/v1/stats').set(bearer(key)).expect(200);
    expect(Number(before.headers['ratelimit-remaining']) - Number(after.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(3);
  });

  it('refuses a JSON-RPC batch of 100 tool calls on a 100-an-hour key: nothing runs, and it spends one request', async () => {
    const key = await createKey(app, 'mcp-batch');
    const batch = Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params: { name: 'check-device', arguments: { imei: PIXEL_4 } } }));
    const res = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json, text/event-stream').send(batch).expect(400);
    expect(res.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('batches are not accepted') } });
    const stats = await request(app.getHttpServer()).get('/api/v1/stats').set(bearer(key)).expect(200);
    expect(stats.body.totalSearches).toBe(0);
    expect(Number(stats.headers['ratelimit-remaining'])).toBe(98);
  });

  it('refuses a browser page of another origin, even one that names itself in Host (DNS rebinding)', async () => {
    const key = await createKey(app, 'mcp-origin');
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const post = () => request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json, text/event-stream');
    const rebound = await post().set('Origin', 'http://evil.example:5000').set('Host', 'evil.example:5000').send(list).expect(403);
    expect(rebound.body.error).toEqual({ code: -32000, message: 'Origin http://evil.example:5000 is not allowed to use this MCP server.', data: { code: 'FORBIDDEN' } });
    const own = await post().set('Origin', new URL(app.get<AppConfig>(APP_CONFIG).publicUrl).origin).send(list).expect(200);
    expect(own.body.result.tools.length).toBeGreaterThan(0);
    await post().send(list).expect(200);
  });

  it('answers a client that does not take an event stream in the documented shape, and announces no tool-list changes', async () => {
    const key = await createKey(app, 'mcp-accept');
    const jsonOnly = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json').send({ jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(406);
    expect(jsonOnly.body.error).toMatchObject({ code: -32000, data: { code: 'NOT_ACCEPTABLE' }, message: expect.stringContaining('Accept: application/json, text/event-stream') });
    const oldVersion = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json, text/event-stream').set('MCP-Protocol-Version', '1999-01-01')
      .send({ jsonrpc: '2.0', id: 1, method: 'ping' }).expect(400);
    expect(oldVersion.body.error).toMatchObject({ code: -32000, data: { code: 'INPUT_INVALID' }, message: expect.stringContaining('Unsupported MCP-Protocol-Version "1999-01-01": send one of 2025-') });
    const init = await request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } }).expect(200);
    expect(init.body.result.capabilities.tools).toEqual({ listChanged: false });
  });

  it('opens no event stream: GET (and DELETE) answer 405 at once, naming POST', async () => {
    const key = await createKey(app, 'mcp-get');
    for (const method of ['get', 'delete'] as const) {
      const res = await request(app.getHttpServer())[method]('/mcp').set(bearer(key)).set('Accept', 'text/event-stream').timeout(5000).expect(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.body.error.message).toContain('send each message with POST');
    }
  });

  it('charges a free key one request per IMEI of check-devices, and refuses a list larger than what is left', async () => {
    const key = await createKey(app, 'mcp-fleet');
    const call = (id: number, n: number) =>
      request(app.getHttpServer())
        .post('/mcp')
        .set(bearer(key))
        .set('Accept', 'application/json, text/event-stream')
        .send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'check-devices', arguments: { imeis: Array.from({ length: n }, () => PIXEL_4) } } });
    const first = await call(1, 60).expect(200);
    expect(first.body.result.structuredContent.summary).toMatchObject({ total: 60 });
    expect(Number(first.headers['ratelimit-remaining'])).toBe(40);
    const second = await call(2, 60).expect(429);
    expect(second.body).toMatchObject({ jsonrpc: '2.0', id: 2, error: { code: -32000, message: expect.stringContaining('rows per hour'), data: { code: 'RATE_LIMITED' } } });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('charges a check-devices call refused before any check one request, as a refused REST upload', async () => {
    const key = await createKey(app, 'mcp-refused-fleet');
    const call = (id: number, args: Record<string, unknown>) =>
      request(app.getHttpServer()).post('/mcp').set(bearer(key)).set('Accept', 'application/json, text/event-stream')
        .send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'check-devices', arguments: args } }).expect(200);
    const ten = Array.from({ length: 10 }, () => PIXEL_4);
    const unknown = await call(1, { imeis: ten, carrier: 'Nowhere Mobile' });
    expect(unknown.body.result.isError).toBe(true);
    expect(unknown.body.result.content[0].text).toMatch(/^CARRIER_UNKNOWN: /);
    expect(unknown.headers['ratelimit-remaining']).toBe('99');
    const badEntry = await call(2, { imeis: [...ten.slice(1), { imei: PIXEL_4, carrier: 'x'.repeat(500) }] });
    expect(badEntry.body.result.content[0].text).toMatch(/^INPUT_INVALID: Invalid arguments for check-devices: imeis\[9\]\.carrier must be at most 80 characters/);
    expect(badEntry.headers['ratelimit-remaining']).toBe('98');
    // The same ten rows, checked, pay one request each.
    const checked = await call(3, { imeis: ten, carrier: 'T-Mobile' });
    expect(checked.body.result.structuredContent.summary).toMatchObject({ total: 10 });
    expect(checked.headers['ratelimit-remaining']).toBe('88');
  });
});
