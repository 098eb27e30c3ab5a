import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { RateLimitStamp } from './rate-limit-stamp';

/** Body-parser errors carry a `type`; each gets a clear answer in the API's error shape. */
const BODY_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'MALFORMED_JSON', 'The request body is not valid JSON. Send a JSON object with Content-Type: application/json.'],
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  'encoding.unsupported': [415, 'UNSUPPORTED_ENCODING', 'The request body encoding is not supported; send UTF-8 JSON.'],
  'charset.unsupported': [415, 'UNSUPPORTED_ENCODING', 'The request body charset is not supported; send UTF-8 JSON.'],
  'request.aborted': [400, 'REQUEST_ABORTED', 'The request was aborted before its body arrived.'],
};

const COMPRESSION_ERROR: [number, string, string] = [400, 'MALFORMED_BODY', 'The request body is not valid gzip or deflate data, as its Content-Encoding header says it is. Send it compressed correctly, or without Content-Encoding.'];

/** A body whose Content-Encoding lies fails in zlib (Z_DATA_ERROR and friends); body-parser passes that on untyped. */
const isCompressionError = (err: unknown): boolean => /^Z_/.test(String((err as { code?: unknown } | undefined)?.code ?? ''));

const API_PATH = /^\/(api|mcp)(\/|$)/;
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
/** A body an earlier parser (the bulk upload's CSV or text) already read is not refused here. */
const alreadyParsed = (req: Request) => (req as Request & { _body?: boolean })._body === true;
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/** JSON text that parses but is no object or array (`null`, `42`): body-parser's strict mode refuses it. */
function notAnObject(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value === null ? 'null' : typeof value;
  } catch {
    return null;
  }
}

/**
 * Request bodies of the API and MCP endpoints are JSON only: another content type is a 415, a
 * malformed body a 400 (a JSON-RPC parse error on /mcp), an oversized one a 413, each with a
 * message that names the problem.
 */
export function mountJsonBodies(app: NestExpressApplication, limit: string, stamp: RateLimitStamp): void {
  const answer = async (req: Request, res: Response, status: number, code: string, message: string) => {
    await stamp.stamp(req, res);
    if (req.path === '/mcp' || req.path.startsWith('/mcp/')) {
      const rpc = code === 'MALFORMED_JSON' ? -32700 : -32600;
      res.status(status).json({ jsonrpc: '2.0', id: null, error: { code: rpc, message: `${rpc === -32700 ? 'Parse error' : 'Invalid Request'}: ${message}` } });
      return;
    }
    res.status(status).json({ success: false, error: message, code });
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!API_PATH.test(req.path) || alreadyParsed(req) || !hasBody(req) || JSON_TYPE.test(req.headers['content-type'] ?? '')) return next();
    const got = req.headers['content-type'] ? `got ${req.headers['content-type'].split(';')[0]}` : 'got no Content-Type';
    void answer(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE', `The request body must be JSON sent with Content-Type: application/json; ${got}.`);
  });
  app.use(express.json({ limit, type: (req) => JSON_TYPE.test(req.headers['content-type'] ?? '') }));
  app.use((err: { type?: string; body?: unknown } | undefined, req: Request, res: Response, next: NextFunction) => {
    const known = err?.type ? BODY_ERRORS[err.type] : isCompressionError(err) ? COMPRESSION_ERROR : undefined;
    if (!known) return next(err);
    const kind = err?.type === 'entity.parse.failed' ? notAnObject(err.body) : null;
    if (kind) return void answer(req, res, 400, 'INPUT_INVALID', `The request body must be a JSON object; got ${kind}.`);
    const [status, code, message] = known;
    void answer(req, res, status, code, message);
  });
}
