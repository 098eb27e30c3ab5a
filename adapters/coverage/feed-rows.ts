import { createHash } from 'node:crypto';
import { gridCell, OUTAGE_SEVERITIES, RADIOS, validatePosition, type OutageSeverity, type Radio } from '../../core';
import type { Row } from '../persistence/bulk-rows';
import type { FeedRecord } from './feed-records';

/** The columns of an OpenCelliD cell export, in its order. */
export const OPENCELLID_COLUMNS = ['radio', 'mcc', 'net', 'area', 'cell', 'unit', 'lon', 'lat', 'range', 'samples', 'changeable', 'created', 'updated', 'averageSignal'];
/** The documented outage feed schema. */
export const OUTAGE_COLUMNS = ['provider', 'time', 'lat', 'lng', 'category', 'severity', 'count', 'source'];

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
const bad = (problem: string): Parsed<never> => ({ ok: false, problem });

const integer = (text: string | undefined): number | null => (text !== undefined && /^-?\d+$/.test(text.trim()) ? Number(text) : null);
const decimal = (text: string | undefined): number | null => (text !== undefined && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

function position(latText: string | undefined, lngText: string | undefined): Parsed<{ lat: number; lng: number }> {
  const p = validatePosition(decimal(latText), decimal(lngText));
  return p.ok ? { ok: true, value: p.value } : bad(p.error.message);
}

/** A tower as stored, before its operator is resolved; `cell_key` is OpenCelliD's unique cell identity. */
export interface TowerRow {
  row: Row;
  mcc: number;
  mnc: number;
}

export function towerRow(r: FeedRecord, dbDate: (d: Date) => number | string): Parsed<TowerRow> {
  const f = r.fields;
  const radio = (f.radio ?? '').trim().toUpperCase() as Radio;
  if (!RADIOS.includes(radio)) return bad(`radio must be one of ${RADIOS.join(', ')}; got "${f.radio ?? ''}"`);
  const [mcc, mnc, area, cell] = [integer(f.mcc), integer(f.net), integer(f.area), integer(f.cell)];
  if (mcc === null || mcc < 200 || mcc > 799) return bad(`mcc must be a 3-digit country code; got "${f.mcc ?? ''}"`);
  if (mnc === null || mnc < 0 || mnc > 999) return bad(`net (MNC) must be 0-999; got "${f.net ?? ''}"`);
  if (area === null || cell === null) return bad('area and cell must be whole numbers');
  const at = position(f.lat, f.lon);
  if (!at.ok) return at;
  const updated = integer(f.updated);
  return {
    ok: true,
    value: {
      mcc,
      mnc,
      row: {
        cell_key: `${radio}:${mcc}:${mnc}:${area}:${cell}`,
        radio,
        mcc,
        mnc,
        network: null,
        operator: null,
        lat: at.value.lat,
        lng: at.value.lng,
        grid_cell: gridCell(at.value),
        range_m: integer(f.range),
        samples: integer(f.samples),
        updated_at: updated !== null ? dbDate(new Date(updated * 1000)) : null,
      },
    },
  };
}

/** How far after the import's clock a report may be dated (clocks differ a little), in ms. */
const FUTURE_TOLERANCE_MS = 60 * 60_000;

/**
 * An outage report as stored, before its provider is resolved to a key. A report dated later than
 * `now` (beyond a small tolerance) is refused: it would count as today's for as long as it lies ahead.
 */
export function outageRow(r: FeedRecord, sourceDefault: string, dbDate: (d: Date) => number | string, now: Date): Parsed<Row> {
  const f = r.fields;
  if (f.__error) return bad(f.__error);
  const provider = (f.provider ?? '').trim();
  if (!provider || provider.length > 120) return bad('provider is required (at most 120 characters)');
  const time = Date.parse((f.time ?? '').trim());
  if (!/^\d{4}-\d{2}-\d{2}/.test((f.time ?? '').trim()) || Number.isNaN(time)) return bad(`time must be an ISO 8601 date-time; got "${f.time ?? ''}"`);
  if (time > now.getTime() + FUTURE_TOLERANCE_MS) return bad(`time is in the future: "${(f.time ?? '').trim()}" is after ${now.toISOString()}`);
  const at = position(f.lat, f.lng);
  if (!at.ok) return at;
  const severity = ((f.severity ?? '').trim().toLowerCase() || 'major') as OutageSeverity;
  if (!OUTAGE_SEVERITIES.includes(severity)) return bad(`severity must be one of ${OUTAGE_SEVERITIES.join(', ')}; got "${f.severity}"`);
  const count = (f.count ?? '').trim() === '' ? 1 : integer(f.count);
  if (count === null || count < 1) return bad(`count must be a whole number of at least 1; got "${f.count}"`);
  const category = ((f.category ?? '').trim().toLowerCase() || 'outage').slice(0, 40);
  const source = ((f.source ?? '').trim() || sourceDefault).slice(0, 200);
  const occurred = new Date(time);
  const fingerprint = createHash('sha256')
    .update([source, provider.toLowerCase(), occurred.toISOString(), at.value.lat.toFixed(5), at.value.lng.toFixed(5), category].join('|'))
    .digest('hex');
  return {
    ok: true,
    value: { fingerprint, provider, provider_key: '', category, severity, count: Math.min(count, 1_000_000), source, lat: at.value.lat, lng: at.value.lng, grid_cell: gridCell(at.value), occurred_at: dbDate(occurred) },
  };
}
