import { MAX_BULK_ROWS, TIERS } from '../../../core';
import { BULK_UPLOAD_BYTES } from '../../bulk/bulk-upload';

/** The largest JSON upload, the same as for CSV (BULK_UPLOAD_BYTES). */
export const BULK_BODY_LIMIT = BULK_UPLOAD_BYTES;
/** The most rows a free key's list may have: its whole hourly allowance. */
export const FREE_ROWS = TIERS.free.requestsPerHour ?? 0;

/**
 * The largest upload a free key may send: 1 KB per row it may have, far more than any row needs.
 * A larger one is refused as it arrives, before it is read whole or parsed.
 */
export const FREE_BULK_BYTES = FREE_ROWS * 1024;

/** The refusal of a free key's upload larger than FREE_BULK_BYTES. */
export const FREE_UPLOAD_TOO_LARGE = `A free key checks at most ${FREE_ROWS} rows per hour, and a list of ${FREE_ROWS} rows fits in ${FREE_BULK_BYTES / 1024} KB; this upload is larger, so it cannot be taken as it is (nothing was counted). Split it into lists of at most ${FREE_ROWS} rows, or use a pro key, which pays one request per job.`;

/**
 * Content types a bulk upload may have as text. Their bodies get no parser: the controller reads
 * them from the request stream as they arrive, so a large list is never held whole. A JSON array
 * is parsed by the general JSON parser, which allows this route BULK_BODY_LIMIT (`@BodyRules` on it).
 */
export const BULK_TEXT_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/tab-separated-values'];

/** What a JSON upload must be, named when a bare value (a string, a number) is sent instead. */
export const BULK_JSON_BODY = 'a JSON array of IMEIs, or of objects like {"imei": "...", "carrier": "..."}; a plain list goes as text/plain, one IMEI per line';

const IMEI = '352931100000009';
const entry = {
  type: 'object',
  properties: { imei: { type: 'string' }, carrier: { type: 'string' }, country: { type: 'string' }, modelNumber: { type: 'string' } },
  required: ['imei'],
};

/** The upload's schema per media type: text is read as CSV or as one IMEI per line, JSON must be an array. */
export const BULK_REQUEST_CONTENT = {
  'text/csv': { schema: { type: 'string', description: 'A CSV whose header row names an imei column (carrier or network, country, model number optional; delimiter detected), or one IMEI per line without a header.', example: `imei,carrier\n${IMEI},T-Mobile` } },
  'text/plain': { schema: { type: 'string', description: 'One IMEI per line without a header (a CSV with a header row is read as for text/csv).', example: `${IMEI}\n352931103746525` } },
  'application/json': {
    schema: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BULK_ROWS,
      description:
        'An array of IMEIs, or of objects with an IMEI and its own carrier, country or model number. Any other JSON (an object, a string) is refused with 400, and so is an entry with a field it does not take. ' +
        'An entry that holds no IMEI (null, true, a list) is read as a row and reported invalid in the results, as a CSV line without one is; an IMEI sent as a number is read only when it keeps all 15 digits.',
      items: { oneOf: [{ type: 'string' }, entry] },
      example: [IMEI, { imei: '352931103746525', carrier: 'Verizon' }],
    },
  },
};
