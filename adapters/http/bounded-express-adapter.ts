import { createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ServerLimits } from '../security-config';

/**
 * Express under a Node HTTP server with bounded waits: the whole head within
 * SERVER_HEADERS_TIMEOUT_MS, the whole request (a trickled body included) within
 * SERVER_REQUEST_TIMEOUT_MS, idle kept-alive connections closed after SERVER_KEEP_ALIVE_TIMEOUT_MS,
 * and at most SERVER_MAX_CONNECTIONS open at once. (Nest's adapter creates a server with Node's
 * defaults, which let a trickling client hold a connection for minutes.)
 */
export class BoundedExpressAdapter extends ExpressAdapter {
  constructor(private readonly limits: ServerLimits) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions) return super.initHttpServer(options);
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections, checkIntervalMs } = this.limits;
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        keepAliveTimeout: keepAliveTimeoutMs,
        connectionsCheckingInterval: checkIntervalMs,
      },
      this.getInstance(),
    );
    server.maxConnections = maxConnections;
    this.setHttpServer(server);
  }
}
