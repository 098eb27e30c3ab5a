import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainFailure, errorAnswer, type DomainErrorCode } from '../../../core';
import { BodyRefused, bodyRefusalAnswer } from './body-parsing';
import type { RateLimitStamp } from './rate-limit-stamp';
import { isMcpPath, MAX_PARAM_LENGTH, pathOf } from './request-path';
import { docsPageMethods } from './docs-pages';
import { documentedMethods } from './served-document';
import { jsonRpcError } from '../../../mcp/message-gate';

const STATUS: Record<DomainErrorCode, number> = {
  IMEI_REQUIRED: 400,
  IMEI_LENGTH: 400,
  IMEI_CHARACTERS: 400,
  INPUT_INVALID: 400,
  IMEI_CHECK_DIGIT: 422,
  CARRIER_UNKNOWN: 422,
  CARRIER_AMBIGUOUS: 422,
  PLACE_AMBIGUOUS: 422,
  CARRIER_NOT_IN_COUNTRY: 422,
  COUNTRY_UNKNOWN: 422,
  IMEI_BLACKLISTED: 403,
  DEVICE_UNKNOWN: 404,
  NOT_FOUND: 404,
  VOICE_LANGUAGE_UNKNOWN: 400,
  VOICE_COUNT_INVALID: 400,
  VOICE_UNAVAILABLE: 503,
  EMAIL_NOT_REGISTERED: 403,
  SIGN_IN_INVALID: 401,
  MAIL_UNAVAILABLE: 503,
  DELIVERY_FAILED: 502,
  SESSION_ACTIVE: 409,
  POLICY_ANSWERED: 409,
  KEY_LIMIT_REACHED: 429,
};

/**
 * The one place errors become HTTP answers: domain codes map to statuses, framework errors keep
 * theirs, anything unexpected is logged and answered without internals.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(
    private readonly stamp?: RateLimitStamp,
    private readonly document?: () => OpenAPIObject,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const [status, answer] = this.unrouted(req, res, exception) ?? clientError(res, exception) ?? this.toAnswer(req, exception);
    const body = isMcpPath(pathOf(req)) ? asJsonRpc(req, answer) : answer;
    const sent = () => res.sent || res.raw.headersSent;
    if (sent()) return;
    const over = await this.stamp?.stamp(req, res);
    if (sent()) return;
    // A failed authentication over the address's allowance is refused as such: guessing keys or
    // session tokens is throttled like any other request.
    if (status === 401 && over) {
      res.header('Retry-After', over);
      return void res.status(429).send(isMcpPath(pathOf(req)) ? asJsonRpc(req, overLimit(over)) : overLimit(over));
    }
    // A 401 names the scheme that would be accepted (RFC 9110); MCP clients look for it too.
    if (status === 401) res.header('WWW-Authenticate', 'Bearer realm="bandwise"');
    res.status(status).send(body);
  }

  /** No route matched: 405 with Allow when the path is documented (or a docs page) for other methods, else a JSON 404. */
  private unrouted(req: FastifyRequest, res: FastifyReply, e: unknown): [number, Record<string, unknown>] | null {
    if (!(e instanceof NotFoundException) || !req.is404 || typeof e.getResponse() !== 'object' || (e.getResponse() as { code?: string }).code) return null;
    const path = pathOf(req);
    // The router takes path parameters up to MAX_PARAM_LENGTH; a longer one names nothing (and is not echoed).
    if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
      return [404, { success: false, error: `Nothing here: a part of the path is longer than ${MAX_PARAM_LENGTH} characters, and no id or name is that long.`, code: 'NOT_FOUND' }];
    }
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    const documented = this.document ? documentedMethods(this.document(), path) : [];
    const allowed = documented.length ? documented : docsPageMethods(path);
    if (allowed.length) {
      res.header('Allow', allowed.join(', '));
      return [405, { success: false, error: `${req.method} is not allowed on ${shown}; use ${allowed.join(', ')}.`, code: 'METHOD_NOT_ALLOWED' }];
    }
    return [404, { success: false, error: `Nothing at ${req.method} ${shown}. The API is described at /api/docs.`, code: 'NOT_FOUND' }];
  }

  private toAnswer(req: FastifyRequest, e: unknown): [number, Record<string, unknown>] {
    if (e instanceof BodyRefused) return [e.getStatus(), bodyRefusalAnswer(pathOf(req), e)];
    if (e instanceof DomainFailure) return [STATUS[e.error.code] ?? 400, errorAnswer(e.error)];
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const response = e.getResponse() as string | { message?: string | string[]; code?: string; details?: string[] };
      if (typeof response === 'object' && response.code) return [status, { success: false, ...response }];
      const message = typeof response === 'string' ? response : response.message;
      const text = Array.isArray(message) ? message.join('; ') : message ?? e.message;
      return [status, { success: false, error: text, code: HttpStatus[status] ?? 'ERROR' }];
    }
    this.logger.error(e instanceof Error ? e.stack ?? e.message : String(e));
    return [500, { success: false, error: 'Something went wrong on our side. Please try again later.', code: 'INTERNAL' }];
  }
}

/**
 * A client error raised outside Nest with its own status (an http-errors object, e.g. the static
 * file server's 416 for a Range beyond the file): that status and its headers, never a 500.
 */
function clientError(res: FastifyReply, e: unknown): [number, Record<string, unknown>] | null {
  const { statusCode, headers } = (e ?? {}) as { statusCode?: unknown; headers?: Record<string, string> };
  if (e instanceof HttpException || typeof statusCode !== 'number' || statusCode < 400 || statusCode > 499) return null;
  for (const [name, value] of Object.entries(headers ?? {})) res.header(name, value);
  const size = /^bytes \*\/(\d+)$/.exec(headers?.['Content-Range'] ?? '')?.[1];
  const error =
    statusCode === 416
      ? `The Range asked for lies outside the file${size ? ` (${size} bytes)` : ''}: ask for bytes within it, or send no Range header.`
      : `The request was refused (${statusCode}).`;
  return [statusCode, { success: false, error, code: HttpStatus[statusCode] ?? 'ERROR' }];
}

/**
 * An MCP client reads JSON-RPC, whatever refused its request (the key, the rate limit): the error
 * keeps its message and its code (as `data.code`), answering the request's id.
 */
function asJsonRpc(req: FastifyRequest, answer: Record<string, unknown>): Record<string, unknown> {
  if ('jsonrpc' in answer) return answer;
  const sent = (req.body as { id?: unknown } | undefined)?.id;
  const id = typeof sent === 'string' || typeof sent === 'number' ? sent : null;
  return jsonRpcError(id, -32000, String(answer.error ?? 'Request refused.'), typeof answer.code === 'string' ? answer.code : undefined);
}

/** The refusal of a request over its client address's hourly allowance. */
const overLimit = (retryAfter: number): Record<string, unknown> => ({
  success: false,
  error: `Rate limit exceeded: this client address has used its requests for this hour, failed sign-ins and unknown keys included. Retry after ${retryAfter} s.`,
  code: 'RATE_LIMITED',
});
