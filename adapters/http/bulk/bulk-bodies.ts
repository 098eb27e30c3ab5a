/** The largest upload: 100,000 rows with carrier, country and model number fit well inside. */
export const BULK_BODY_LIMIT = '16mb';
/** Content types a bulk upload may have. */
export const BULK_TEXT_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/tab-separated-values'];

/** The media type of a request (`text/csv` for `text/csv; charset=utf-8`), lower case; '' when none. */
export const mediaTypeOf = (headers: { 'content-type'?: string }): string => (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
