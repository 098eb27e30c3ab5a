import { VERDICTS, type CapabilityLevel, type Verdict } from '../compatibility/compatibility.types';

/** A bulk row carries the same verdict a single check gives. */
export type BulkVerdict = Verdict;
export const BULK_VERDICTS: BulkVerdict[] = VERDICTS;

/** The most rows one bulk job takes: a large fleet migration, still checked in well under a minute. */
export const MAX_BULK_ROWS = 100_000;

/** One row of an uploaded list, with the line it came from so errors can name it. */
export interface BulkRowInput {
  line: number;
  imei: string;
  carrier?: string;
  country?: string;
  modelNumber?: string;
}

/**
 * One row of the report. The IMEI appears only masked; `verdict` is null for a row that could not
 * be checked at all (not an IMEI, unknown carrier), and `error` then says why, naming the line.
 */
export interface BulkRowResult {
  line: number;
  imei: string;
  make: string | null;
  model: string | null;
  modelNumber: string | null;
  carrier: string | null;
  verdict: BulkVerdict | null;
  headline: string;
  fourG: CapabilityLevel | null;
  fiveG: CapabilityLevel | null;
  volte: CapabilityLevel | null;
  wifiCalling: CapabilityLevel | null;
  esim: boolean | null;
  reason: string | null;
  errorCode: string | null;
  error: string | null;
}

/** The report's columns, in order (CSV header and JSON keys). */
export const BULK_COLUMNS: Array<keyof BulkRowResult> = [
  'line', 'imei', 'make', 'model', 'modelNumber', 'carrier', 'verdict', 'headline',
  'fourG', 'fiveG', 'volte', 'wifiCalling', 'esim', 'reason', 'errorCode', 'error',
];
