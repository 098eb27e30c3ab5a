import { BULK_UPLOAD_BYTES } from '../../bulk/bulk-upload';

/** The largest JSON upload, the same as for CSV (BULK_UPLOAD_BYTES). */
export const BULK_BODY_LIMIT = BULK_UPLOAD_BYTES;
/**
 * Content types a bulk upload may have as text. Their bodies get no parser: the controller reads
 * them from the request stream as they arrive, so a large list is never held whole. A JSON array
 * is parsed by the general JSON parser, which allows this route BULK_BODY_LIMIT (`@BodyRules` on it).
 */
export const BULK_TEXT_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/tab-separated-values'];
