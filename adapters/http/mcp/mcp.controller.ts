import { All, Controller, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Request, Response } from 'express';
import { buildMcpServer, type ProviderLookup } from '../../../mcp/server';
import { KeyRequired } from '../auth/access.decorator';
import { apiKeyOf } from '../auth/principal';

const BATCH_REFUSED = {
  jsonrpc: '2.0',
  id: null,
  error: { code: -32600, message: 'JSON-RPC batches are not accepted: send one message per request, so each call counts against your API key\'s limit.' },
};

/**
 * MCP over Streamable HTTP at /mcp, stateless: each request gets its own server bound to the
 * caller's API key, behind the same authentication and rate limits as the REST API. One message
 * per request: batches are refused, so every tool call is one request against the key's limit.
 */
@ApiExcludeController()
@Controller('mcp')
@KeyRequired()
export class McpController {
  private readonly providers: ProviderLookup;

  constructor(moduleRef: ModuleRef) {
    // The core's providers live in the global CoreModule, outside this controller's module.
    this.providers = { get: (token: unknown) => moduleRef.get(token as string, { strict: false }) } as ProviderLookup;
  }

  @All()
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    // A JSON-RPC batch would run many tool calls for one rate-limit hit; MCP (2025-06-18) dropped batching, so refuse it.
    if (Array.isArray(req.body)) return void res.status(400).json(BATCH_REFUSED);
    const server = buildMcpServer(this.providers, { apiKeyId: apiKeyOf(req)!.id });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }
}
