import { All, Controller, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { jsonRpcError, refusalOf } from '../../../mcp/message-gate';
import { buildMcpServer, type ProviderLookup } from '../../../mcp/server';
import { checkDevicesInput, rowsToCheck } from '../../../mcp/tools/check-devices.tool';
import { CheckBulkRows } from '../../../core';
import { BulkAllowance } from '../bulk/bulk-allowance';
import { KeyRequired } from '../auth/access.decorator';
import { callerOf } from '../auth/caller-identity';
import { apiKeyOf } from '../auth/principal';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { refuseForeignOrigin } from './origin-check';

const POST_ONLY = jsonRpcError(null, -32000, 'This MCP endpoint is stateless: send each message with POST. It opens no event stream (GET) and has no sessions to end (DELETE).', 'METHOD_NOT_ALLOWED');

const BATCH_REFUSED = jsonRpcError(null, -32600, 'JSON-RPC batches are not accepted: send one message per request, so each call counts against your API key\'s limit.', 'INPUT_INVALID');

const NOT_ACCEPTABLE = jsonRpcError(null, -32000, 'Not Acceptable: send Accept: application/json, text/event-stream (the Streamable HTTP transport asks clients to take both).', 'NOT_ACCEPTABLE');

/** The transport answers only clients that take both JSON and an event stream (it would refuse in its own shape). */
/** An MCP-Protocol-Version header the server does not speak (the transport would refuse it without data.code). */
const unsupportedVersion = (version: string) =>
  jsonRpcError(null, -32000, `Unsupported MCP-Protocol-Version "${version.slice(0, 40)}": send one of ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}, or leave the header out.`, 'INPUT_INVALID');

const acceptsBoth = (accept: string | undefined): boolean => !!accept && accept.includes('application/json') && accept.includes('text/event-stream');

/**
 * MCP over Streamable HTTP at /mcp, stateless: each request gets its own server bound to the
 * caller's API key, behind the same authentication and rate limits as the REST API. One message
 * per request: batches are refused, so every tool call is one request against the key's limit.
 * POST only (the transport allows a server without a GET stream to answer 405).
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
    const config = this.providers.get<AppConfig>(APP_CONFIG);
    if (refuseForeignOrigin(req, res, [new URL(config.publicUrl).origin, ...config.corsOrigins])) return;
    // A GET event stream would stay open for ever with nothing to carry (no session, no
    // server-initiated messages): a handful of them would hold every connection of the server.
    if (req.method !== 'POST') return void res.status(405).header('Allow', 'POST').send(POST_ONLY);
    // A JSON-RPC batch would run many tool calls for one rate-limit hit; MCP (2025-06-18) dropped batching, so refuse it.
    if (Array.isArray(req.body)) return void res.status(400).send(BATCH_REFUSED);
    if (!acceptsBoth(req.headers.accept)) return void res.status(406).send(NOT_ACCEPTABLE);
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return void res.status(400).send(unsupportedVersion(version));
    const refused = refusalOf(req.body);
    // An Invalid Request is the HTTP request's fault (400); bad params are a JSON-RPC answer (200).
    if (refused) return void res.status(refused.error.code === -32600 ? 400 : 200).send(refused);
    const key = apiKeyOf(req)!;
    await this.chargeBulkRows(req, res, key);
    const server = buildMcpServer(this.providers, { apiKeyId: key.id, identity: callerOf(req) });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The SDK writes to the Node response itself: Fastify steps aside, and the headers set so far
    // (security, CORS, RateLimit-*) go onto that response first.
    res.hijack();
    for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined) res.raw.setHeader(name, value);
    res.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, res.raw, req.body);
  }

  /**
   * check-devices pays like a bulk job: one request of a free key's allowance per IMEI (this
   * request already paid one), so MCP is no way around the REST door's fair use. A refusal (429, or 413 for more rows than the tier ever takes)
   * reaches the error filter, which answers it as every refusal on /mcp: a JSON-RPC error. A call
   * the tool refuses before any check (its arguments, an unknown carrier) pays only the request,
   * as a refused REST upload does.
   */
  private async chargeBulkRows(req: Request, res: Response, key: NonNullable<ReturnType<typeof apiKeyOf>>): Promise<void> {
    const body = req.body as { method?: unknown; params?: { name?: unknown; arguments?: unknown } } | undefined;
    if (body?.method !== 'tools/call' || body.params?.name !== 'check-devices') return;
    const args = checkDevicesInput.safeParse(body.params.arguments ?? {});
    if (!args.success || !(await rowsToCheck(this.providers.get(CheckBulkRows), args.data)).ok) return;
    await this.providers.get<BulkAllowance>(BulkAllowance).charge(key, args.data.imeis.length, req, res);
  }
}
