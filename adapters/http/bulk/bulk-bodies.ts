import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { BULK_UPLOAD_BYTES } from '../../bulk/bulk-upload';

/** The largest JSON upload, the same as for CSV (BULK_UPLOAD_BYTES). */
export const BULK_BODY_LIMIT = BULK_UPLOAD_BYTES;
/** Content types a bulk upload may have. */
export const BULK_TEXT_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/tab-separated-values'];

/**
 * A JSON array upload gets its own parser with a larger limit, mounted before the general JSON
 * parser (which then leaves the parsed body alone). CSV and plain lists get none: the controller
 * reads them from the request stream as they arrive, so a large list is never held whole.
 */
export function mountBulkBodies(app: NestExpressApplication): void {
  app.use('/api/v1/bulk-checks', express.json({ limit: BULK_BODY_LIMIT }));
}
