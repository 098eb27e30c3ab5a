import { TacFileError } from './tac-file-error';

/** The fields a GSMA-style TAC export can give, by the names `--map` uses. */
export const TAC_FIELDS = ['tac', 'brand', 'name', 'model', 'bands', 'radio', 'type', 'date'] as const;
export type TacField = (typeof TAC_FIELDS)[number];

/** Field -> the header (or 1-based column number) that holds it. */
export type ColumnMapping = Partial<Record<TacField, string>>;
/** Field -> the 0-based column index in the file. */
export type ColumnIndexes = Partial<Record<TacField, number>>;

/**
 * Header spellings met in GSMA TAC database exports and similar lists, best first: "Brand Name" is
 * the brand people know, "Manufacturer" the registering company, so the brand wins when both exist.
 */
const HEADER_ALIASES: Record<TacField, string[]> = {
  tac: ['tac', 'type allocation code', 'tac code'],
  brand: ['brand name', 'brand', 'make', 'manufacturer', 'manufacturer name', 'vendor'],
  name: ['marketing name', 'marketingname', 'device name', 'commercial name', 'name'],
  model: ['model name', 'modelname', 'model', 'model number'],
  bands: ['bands', 'frequency bands', 'band'],
  radio: ['radio interface', 'radiointerface', 'radio', 'technology'],
  type: ['device type', 'devicetype', 'equipment type', 'type'],
  date: ['allocation date', 'allocationdate', 'date allocated', 'date'],
};

const normaliseHeader = (h: string): string => h.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/**
 * Parses `--map tac=TAC,brand=Manufacturer,name="Marketing Name"`: comma-separated field=header
 * pairs; quotes allow commas in a header. Throws a message a person can act on.
 */
export function parseColumnMapping(text: string | undefined): ColumnMapping {
  const mapping: ColumnMapping = {};
  if (!text?.trim()) return mapping;
  const pairs = text.match(/([^,=]+)=("([^"]*)"|[^,]*)/g);
  if (!pairs) throw new TacFileError(`--map must be field=column pairs separated by commas, e.g. tac=TAC,brand=Manufacturer; got "${text}"`);
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const field = pair.slice(0, at).trim().toLowerCase();
    const column = pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1').trim();
    if (!(TAC_FIELDS as readonly string[]).includes(field)) {
      throw new TacFileError(`Unknown field "${field}" in --map: use ${TAC_FIELDS.join(', ')}`);
    }
    if (!column) throw new TacFileError(`--map gives no column for "${field}"`);
    mapping[field as TacField] = column;
  }
  return mapping;
}

/**
 * Finds each field's column from the header row: an explicit mapping first (a header name, or a
 * 1-based column number), then the known header spellings. TAC and a brand or name are required.
 */
export function resolveColumns(header: string[], mapping: ColumnMapping): ColumnIndexes {
  const headers = header.map(normaliseHeader);
  const indexes: ColumnIndexes = {};
  for (const field of TAC_FIELDS) {
    const wanted = mapping[field];
    if (wanted !== undefined) {
      const byNumber = /^\d+$/.test(wanted) ? Number(wanted) - 1 : -1;
      const index = byNumber >= 0 && byNumber < header.length ? byNumber : headers.indexOf(normaliseHeader(wanted));
      if (index < 0) throw new TacFileError(`Column "${wanted}" for ${field} is not in the header (${header.join(', ')})`);
      indexes[field] = index;
      continue;
    }
    const taken = new Set(Object.values(indexes));
    const index = HEADER_ALIASES[field].map((a) => headers.indexOf(a)).find((i) => i >= 0 && !taken.has(i));
    if (index !== undefined) indexes[field] = index;
  }
  if (indexes.tac === undefined) throw new TacFileError(`No TAC column found in the header (${header.join(', ')}): map it with --map tac=<column>`);
  if (indexes.brand === undefined) throw new TacFileError(`No manufacturer or brand column found in the header (${header.join(', ')}): map it with --map brand=<column>`);
  if (indexes.name === undefined && indexes.model === undefined) {
    throw new TacFileError(`No marketing name or model name column found in the header (${header.join(', ')}): map one with --map name=<column> or model=<column>`);
  }
  return indexes;
}

/** The delimiter a header line uses: the most frequent of comma, semicolon, pipe and tab. */
export function detectDelimiter(headerLine: string): string {
  const candidates = [',', ';', '|', '\t'];
  const counts = candidates.map((d) => headerLine.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] > 0 ? candidates[best] : ',';
}
