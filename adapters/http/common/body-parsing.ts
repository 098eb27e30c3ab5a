import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

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

/** JSON bodies up to `limit`, with malformed and oversized bodies answered 400 and 413. */
export function mountJsonBodies(app: NestExpressApplication, limit: string): void {
  app.use(express.json({ limit }));
  app.use((err: { type?: string } | undefined, _req: Request, res: Response, next: NextFunction) => {
    const known = err?.type ? BODY_ERRORS[err.type] : isCompressionError(err) ? COMPRESSION_ERROR : undefined;
    if (!known) return next(err);
    const [status, code, message] = known;
    res.status(status).json({ success: false, error: message, code });
  });
}
