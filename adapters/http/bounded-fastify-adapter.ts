import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config';
import { BULK_BODY_LIMIT } from './bulk/bulk-bodies';
import { answerBadUrl, answerClientError } from './common/client-errors';
import { MAX_PARAM_LENGTH } from './common/request-path';

/** '16mb', '100kb', '512' as a byte count, as the body limits are configured. */
export function bytesOf(limit: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!m) throw new Error(`A body limit must look like 100kb or 16mb; got "${limit}"`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}

/**
 * TRUST_PROXY as Express read it: a hop count trusts that many proxies nearest the server (Fastify
 * itself takes a bare number as "trust nothing"), a list trusts those addresses.
 */
const trustOf = (trust: AppConfig['trustProxy']): false | string | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/**
 * Fastify under a Node HTTP server with bounded waits: the whole head within
 * SERVER_HEADERS_TIMEOUT_MS, the whole request (a trickled body included) within
 * SERVER_REQUEST_TIMEOUT_MS, idle kept-alive connections closed after SERVER_KEEP_ALIVE_TIMEOUT_MS,
 * and at most SERVER_MAX_CONNECTIONS open at once, SERVER_MAX_CONNECTIONS_PER_ADDRESS of them from one
 * client unless a trusted proxy connects for all. Client addresses come from X-Forwarded-For only
 * as far as TRUST_PROXY allows. The largest body any route takes (a bulk upload) is the ceiling;
 * the JSON parser holds every other route to BODY_LIMIT.
 */
export function boundedFastifyAdapter(config: Pick<AppConfig, 'server' | 'trustProxy'>): FastifyAdapter {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections, maxConnectionsPerAddress, checkIntervalMs } = config.server;
  return new FastifyAdapter({
    trustProxy: trustOf(config.trustProxy),
    bodyLimit: BULK_BODY_LIMIT,
    // Paths match as they did on Express: any letter case, with or without a trailing slash, long parameters too.
    // A parameter longer than MAX_PARAM_LENGTH matches no route, whatever the method: Fastify's own
    // onMaxParamLength would hand it to frameworkErrors (answered as an undecodable path) whenever
    // no other route of the method could take the path (a DELETE). The key set to undefined keeps
    // Fastify's handler out, so the router finds nothing and the request gets the 404 a GET gets.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH, onMaxParamLength: undefined },
    // Nest's middleware layer (middie) is not used: every cross-cutting step is a Fastify hook.
    skipMiddie: true,
    // Requests refused before routing (bad HTTP, an undecodable path) answer in the API's error shape.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerBadUrl,
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void): Server => {
      const server = createServer(
        {
          requestTimeout: requestTimeoutMs,
          headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
          keepAliveTimeout: keepAliveTimeoutMs,
          connectionsCheckingInterval: checkIntervalMs,
        },
        limitPipelining(handler),
      );
      server.maxConnections = maxConnections;
      if (config.trustProxy === false) limitPerAddress(server, maxConnectionsPerAddress);
      return server;
    },
  });
}

/**
 * Requests one connection may have waiting for their answers at once. HTTP/1.1 lets a client send
 * requests back to back (pipelining) while the answers go out in order: a client that sends hundreds
 * and reads none would make the server hold every answer in memory. No browser pipelines; a client
 * that goes past this is cut off, and what was held for it is freed.
 */
export const MAX_PIPELINED_REQUESTS = 16;
const pending = new WeakMap<Socket, number>();

function limitPipelining(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const socket = req.socket;
    const count = (pending.get(socket) ?? 0) + 1;
    if (count > MAX_PIPELINED_REQUESTS) return void socket.destroy();
    pending.set(socket, count);
    res.once('close', () => pending.set(socket, (pending.get(socket) ?? 1) - 1));
    handler(req, res);
  };
}

/** At most `cap` connections open at once from one address: more are closed as they arrive. */
function limitPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
