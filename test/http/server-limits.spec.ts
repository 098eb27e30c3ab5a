import { connect, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../adapters/config';
import { MAX_PIPELINED_REQUESTS } from '../../adapters/http/bounded-fastify-adapter';
import { startTestApp } from '../fixtures/test-app';

/** Opens a raw TCP connection and records what the server sends and when it closes. */
function rawClient(port: number, options: { allowHalfOpen?: boolean } = {}) {
  const socket: Socket = connect({ port, host: '127.0.0.1', allowHalfOpen: options.allowHalfOpen ?? false });
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, opened, closed, received: () => received };
}

describe('item 17: server timeouts and connection cap (raw sockets against a real server)', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    app = await startTestApp({
      server: { headersTimeoutMs: 600, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 300, maxConnections: 4, maxConnectionsPerAddress: 100, checkIntervalMs: 100 },
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => app?.close());

  it('cuts off a body trickled one byte at a time with 408, well before Node\'s default of five minutes', async () => {
    const c = rawClient(port);
    await c.opened;
    const started = Date.now();
    c.socket.write('POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => c.socket.writable && c.socket.write(' '), 100);
    const closedAt = await c.closed;
    clearInterval(trickle);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAt - started).toBeLessThan(3_000);
  });

  it('cuts off a request head that never ends', async () => {
    const c = rawClient(port);
    await c.opened;
    const started = Date.now();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => c.socket.writable && c.socket.write('X-Slow: 1\r\n'), 100);
    const closedAt = await c.closed;
    clearInterval(trickle);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAt - started).toBeLessThan(2_500);
  });

  it('lets go of a timed-out connection whose client never closes its side, so it holds no place under the cap', async () => {
    const server = app.getHttpServer();
    const openConnections = () => new Promise<number>((resolve) => server.getConnections((_e: unknown, n: number) => resolve(n)));
    const stubborn = Array.from({ length: 4 }, () => rawClient(port, { allowHalfOpen: true }));
    try {
      await Promise.all(stubborn.map((c) => c.opened));
      for (const c of stubborn) c.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const deadline = Date.now() + 4_000;
      while ((await openConnections()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await openConnections()).toBe(0);
      for (const c of stubborn) expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
      // A new visitor gets in, though those clients still have not closed anything.
      const visitor = rawClient(port);
      await visitor.opened;
      visitor.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await visitor.closed;
      expect(visitor.received()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const c of stubborn) c.socket.destroy();
    }
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const c = rawClient(port);
    await c.opened;
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const started = Date.now();
    const closedAt = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    // Node's default would keep it 5 s; 300 ms plus a busy machine's slack stays well under that.
    expect(closedAt - started).toBeLessThan(3_500);
  });

  it('refuses connections beyond the cap while the others are held open', async () => {
    const held = Array.from({ length: 4 }, () => rawClient(port));
    await Promise.all(held.map((h) => h.opened));
    await new Promise((r) => setTimeout(r, 100));
    const extra = rawClient(port);
    await extra.opened.catch(() => undefined);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const h of held) h.socket.destroy();
  });

  it('has safe defaults when nothing is configured', () => {
    expect(loadConfig({}).server).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000, maxConnectionsPerAddress: 250, checkIntervalMs: 1_000 });
    expect(() => loadConfig({ SERVER_REQUEST_TIMEOUT_MS: 'soon' })).toThrow('SERVER_REQUEST_TIMEOUT_MS must be a positive whole number, got "soon"');
  });
});

describe('item 17: one client address cannot take every connection', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    app = await startTestApp({
      server: { headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: 10, maxConnectionsPerAddress: 3, checkIntervalMs: 100 },
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => app?.close());

  it('closes a connection beyond the per-address cap at once, and takes one again when a held one closes', async () => {
    const held = Array.from({ length: 3 }, () => rawClient(port));
    await Promise.all(held.map((h) => h.opened));
    const extra = rawClient(port);
    await extra.opened.catch(() => undefined);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    held[0].socket.destroy();
    await held[0].closed;
    await new Promise((r) => setTimeout(r, 100));
    const next = rawClient(port);
    await next.opened;
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held) h.socket.destroy();
  });

  it(`answers a few pipelined requests in order, and cuts off a client that sends more than ${MAX_PIPELINED_REQUESTS} without reading the answers`, async () => {
    const polite = rawClient(port);
    await polite.opened;
    polite.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(2) + 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await polite.closed;
    expect(polite.received().match(/HTTP\/1\.1 200/g)).toHaveLength(3);

    const greedy = rawClient(port);
    await greedy.opened;
    const started = Date.now();
    greedy.socket.write('GET /api/docs-json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(500));
    const closedAt = await greedy.closed;
    expect(closedAt - started).toBeLessThan(3_000);
    expect((greedy.received().match(/HTTP\/1\.1 200/g) ?? []).length).toBeLessThanOrEqual(MAX_PIPELINED_REQUESTS);
    const next = rawClient(port);
    await next.opened;
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await next.closed;
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});
