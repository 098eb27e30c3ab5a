import type { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import getRawBody from 'raw-body';
import { nulFieldIn, nulRefusal } from '../../../core';
import { contentCoding, inflaterFor } from '../../content-encoding';
import { bytesOf } from '../bounded-fastify-adapter';
import { isApiPath, isMcpPath, pathOf } from './request-path';
import type { RateLimitStamp } from './rate-limit-stamp';
import { jsonRpcError } from '../../../mcp/message-gate';

type Refusal = [number, string, string];

/** raw-body errors carry a `type`; each gets a clear answer in the API's error shape. */
const READ_ERRORS: Record<string, Refusal> = {
  'request.aborted': [400, 'REQUEST_ABORTED', 'The request was aborted before its body arrived.'],
  'request.size.invalid': [400, 'REQUEST_ABORTED', 'The request body is shorter or longer than its Content-Length says.'],
};
const tooLarge = (limit: number): Refusal => [413, 'PAYLOAD_TOO_LARGE', `The request body is too large: this operation takes at most ${sizeText(limit)}.`];
const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
const MALFORMED_JSON: Refusal = [400, 'MALFORMED_JSON', 'The request body is not valid JSON. Send a JSON object with Content-Type: application/json.'];
const COMPRESSION_ERROR: Refusal = [400, 'MALFORMED_BODY', 'The request body is not valid gzip or deflate data, as its Content-Encoding header says it is. Send it compressed correctly, or without Content-Encoding.'];
const unknownEncoding = (coding: string): Refusal => [
  415,
  'UNSUPPORTED_ENCODING',
  `The request body's Content-Encoding "${coding.slice(0, 40)}" is not supported: send the body as it is, or compressed with gzip, deflate or br and named so in Content-Encoding.`,
];
const unknownCharset = (charset: string): Refusal => [415, 'UNSUPPORTED_ENCODING', `The request body's charset "${charset.slice(0, 40)}" is not supported: send UTF-8 JSON (charset=utf-8, or no charset).`];
/** Charsets whose text is UTF-8 as it is: ASCII is a subset. */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

/**
 * A request body refused as a whole, before the route's handler: by the parser here, or by the
 * validation pipe for a JSON array where the route takes an object. The error filter answers it
 * (JSON-RPC shaped on /mcp).
 */
export class BodyRefused extends HttpException {
  constructor([status, code, message]: Refusal) {
    super({ error: message, code }, status);
  }
}

/**
 * A JSON body that is not what the route takes: null, a bare value, or an array where an object
 * belongs. `expected` names what the route takes (a JSON object unless its `@BodyRules` say).
 */
export const notAnObject = (value: unknown, expected = 'a JSON object'): BodyRefused =>
  new BodyRefused([400, 'INPUT_INVALID', `The request body must be ${expected}; got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}.`]);

/** A zlib failure (Z_DATA_ERROR and friends): the body's Content-Encoding lies. */
const isCompressionError = (err: unknown): boolean => /^Z_/.test(String((err as { code?: unknown } | undefined)?.code ?? ''));

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** What a route changes in the body rules below, declared on its handler with `@BodyRules(...)`. */
export interface BodyRuleSet {
  /** The largest JSON body, in bytes, instead of BODY_LIMIT. */
  limit?: number;
  /** Bodies of other types are left unread for the handler, which answers unknown types itself. */
  anyType?: boolean;
  /** What the JSON body is, when not an object (a bulk list's array): named when a bare value is sent. */
  jsonBody?: string;
  /**
   * A smaller limit for a request whose bearer is a free API key (a free key's bulk list), with the
   * refusal it gets: the body is cut off as it arrives, not read whole and parsed first.
   */
  freeKey?: { limit: number; refusal: string };
}

/** The tier of the API key a bearer token names, or null for none; read before the body, so it must be cheap (cached). */
export type BearerTier = (token: string) => Promise<string | null>;

/** Declares a route's own body rules (kept in its Fastify route config). */
export const BodyRules = (rules: BodyRuleSet): MethodDecorator => RouteConfig({ bodyRules: rules });

const rulesOf = (req: FastifyRequest): BodyRuleSet => (req.routeOptions?.config as { bodyRules?: BodyRuleSet } | undefined)?.bodyRules ?? {};
const hasBody = (req: FastifyRequest) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/** The payload as sent, inflated when its Content-Encoding (`coding`) says it is compressed. */
function decoded(coding: string, payload: Readable): Readable {
  if (coding === 'identity') return payload;
  const stream = inflaterFor(coding);
  if (!stream) throw new BodyRefused(unknownEncoding(coding));
  payload.on('error', (e) => stream.destroy(e));
  return payload.pipe(stream);
}

/** Reads the body as UTF-8 text within `limit` bytes (after inflating), refusing what cannot be read. */
async function readText(req: FastifyRequest, payload: Readable, limit: number, overLimit: Refusal = tooLarge(limit)): Promise<string> {
  const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && !UTF8_CHARSETS.has(charset)) throw new BodyRefused(unknownCharset(charset));
  const coding = contentCoding(req.headers['content-encoding']);
  // Content-Length counts the compressed bytes, so it is checked only for a body sent as is.
  const length = coding === 'identity' ? req.headers['content-length'] : undefined;
  try {
    // Read as bytes and decoded here: raw-body's own decoding goes through iconv-lite, whose
    // codec tables load on the first request that has a body.
    const text = (await getRawBody(decoded(coding, payload), { limit, length })).toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (e) {
    if (e instanceof BodyRefused) throw e;
    const type = (e as { type?: string }).type;
    if (type === 'entity.too.large') throw new BodyRefused(overLimit);
    if (type && READ_ERRORS[type]) throw new BodyRefused(READ_ERRORS[type]);
    if (isCompressionError(e)) throw new BodyRefused(COMPRESSION_ERROR);
    throw e;
  }
}

/** Deeper than any operation's body: the validation that follows walks a body recursively. */
const MAX_DEPTH = 32;
const TOO_DEEP: Refusal = [400, 'INPUT_INVALID', `The request body nests objects or arrays more than ${MAX_DEPTH} levels deep; no operation takes that.`];

/** Whether valid JSON text nests deeper than MAX_DEPTH (a text this short cannot). */
function tooDeep(text: string): boolean {
  if (text.length <= 2 * MAX_DEPTH) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string, with its escapes.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON as body-parser's strict mode takes it: an object or an array, `{}` for an empty body. A text
 * holding a NUL character is refused, naming its field (MCP's message gate does that for /mcp).
 */
function parseJson(text: string, refuseNul: boolean, expected?: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyRefused(MALFORMED_JSON);
  }
  if (value === null || typeof value !== 'object') throw notAnObject(value, expected);
  if (tooDeep(text)) throw new BodyRefused(TOO_DEEP);
  const nul = refuseNul && text.includes('\\u0000') ? nulFieldIn(value) : null;
  if (nul) throw new BodyRefused([400, 'INPUT_INVALID', nulRefusal(nul)]);
  return value;
}

/** The answer to a refused body: the API's error shape, or a JSON-RPC error on /mcp. */
export function bodyRefusalAnswer(path: string, e: BodyRefused): Record<string, unknown> {
  const { error, code } = e.getResponse() as { error: string; code: string };
  if (!isMcpPath(path)) return { success: false, error, code };
  if (code === 'MALFORMED_JSON') return jsonRpcError(null, -32700, `Parse error: ${error}`);
  // Valid JSON that is no JSON-RPC message (null, a number, nesting too deep): an invalid request.
  if (code === 'INPUT_INVALID') return jsonRpcError(null, -32600, `Invalid Request: ${error}`, code);
  // A body refused for its size, type or encoding, as every other refusal on /mcp: -32000 with the API's code.
  return jsonRpcError(null, -32000, error, code);
}

/**
 * Request bodies of the API and MCP endpoints are JSON only: another content type is a 415, a
 * malformed body a 400 (a JSON-RPC parse error on /mcp), an oversized one a 413, each with a
 * message that names the problem. A route may declare a larger limit and take other types, left
 * unread for it to stream (`@BodyRules`, as bulk uploads do).
 */
export function mountJsonBodies(fastify: FastifyInstance, limit: string, stamp: RateLimitStamp, bearerTier: BearerTier): void {
  const jsonLimit = bytesOf(limit);
  const freeKeyLimits = new WeakMap<FastifyRequest, { limit: number; refusal: Refusal }>();
  // Only routes with a free-key limit wait for the key's tier; a callback hook keeps the rest free of promises.
  fastify.addHook('preParsing', (req: FastifyRequest, _reply: FastifyReply, payload: Readable, done: (err: Error | null, payload: Readable) => void) => {
    const freeKey = rulesOf(req).freeKey;
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!freeKey || !token) return done(null, payload);
    bearerTier(token).then(
      (tier) => {
        if (tier === 'free') freeKeyLimits.set(req, { limit: freeKey.limit, refusal: [413, 'BULK_TOO_LARGE_FOR_TIER', freeKey.refusal] });
        done(null, payload);
      },
      (e: Error) => done(e, payload),
    );
  });
  // A callback hook: an async one costs every request a promise, though almost all pass at once.
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const path = pathOf(req);
    if (!isApiPath(path) || rulesOf(req).anyType || !hasBody(req) || JSON_TYPE.test(req.headers['content-type'] ?? '')) return done();
    const got = req.headers['content-type'] ? `got ${req.headers['content-type'].split(';')[0]}` : 'got no Content-Type';
    const refused = new BodyRefused([415, 'UNSUPPORTED_MEDIA_TYPE', `The request body must be JSON sent with Content-Type: application/json; ${got}.`]);
    void stamp.stamp(req, reply).then(() => reply.code(415).send(bodyRefusalAnswer(path, refused)));
  });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(JSON_TYPE, (req: FastifyRequest, payload: Readable) => {
    const free = freeKeyLimits.get(req);
    return readText(req, payload, free?.limit ?? rulesOf(req).limit ?? jsonLimit, free?.refusal).then((text) => parseJson(text, !isMcpPath(pathOf(req)), rulesOf(req).jsonBody));
  });
  fastify.addContentTypeParser('*', (_req: FastifyRequest, _payload: Readable, done: (err: null, body?: unknown) => void) => done(null));
}
