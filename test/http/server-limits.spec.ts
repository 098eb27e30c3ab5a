import { connect, type Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../adapters/config';
import { startTestApp } from '../fixtures/test-app';

/** Opens a raw TCP connection and records what the server sends and when it closes. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
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
      server: { headersTimeoutMs: 600, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 300, maxConnections: 4, checkIntervalMs: 100 },
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
    expect(loadConfig({}).server).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000, checkIntervalMs: 1_000 });
    expect(() => loadConfig({ SERVER_REQUEST_TIMEOUT_MS: 'soon' })).toThrow('SERVER_REQUEST_TIMEOUT_MS must be a positive whole number, got "soon"');
  });
});
