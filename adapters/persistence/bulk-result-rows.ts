import type { BulkRowResult, BulkVerdict, CapabilityLevel } from '../../core';
import type { Row } from './bulk-rows';

/** A `bulk_results` row as the database returns it. */
export type ResultRow = Record<string, string | number | boolean | null>;

/** A report row as stored: the IMEI masked, plus its keyed hash (null for input that was not an IMEI). */
export function toResultRow(jobId: string, r: BulkRowResult, imeiHash: string | null): Row {
  return {
    job_id: jobId, line: r.line, imei_hash: imeiHash, imei_masked: r.imei.slice(0, 40), make: r.make, model: r.model,
    model_number: r.modelNumber, carrier: r.carrier, verdict: r.verdict, headline: r.headline.slice(0, 500),
    four_g: r.fourG, five_g: r.fiveG, volte: r.volte, wifi_calling: r.wifiCalling, esim: r.esim,
    reason: r.reason?.slice(0, 500) ?? null, error_code: r.errorCode, error: r.error?.slice(0, 500) ?? null,
  };
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const level = (v: unknown) => text(v) as CapabilityLevel | null;

export function fromResultRow(r: ResultRow): BulkRowResult {
  return {
    line: Number(r.line),
    imei: String(r.imei_masked),
    make: text(r.make),
    model: text(r.model),
    modelNumber: text(r.model_number),
    carrier: text(r.carrier),
    verdict: text(r.verdict) as BulkVerdict | null,
    headline: String(r.headline),
    fourG: level(r.four_g),
    fiveG: level(r.five_g),
    volte: level(r.volte),
    wifiCalling: level(r.wifi_calling),
    esim: r.esim === null || r.esim === undefined ? null : Boolean(r.esim),
    reason: text(r.reason),
    errorCode: text(r.error_code),
    error: text(r.error),
  };
}
