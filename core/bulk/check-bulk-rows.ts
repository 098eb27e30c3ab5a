import type { CheckDevice, CheckDeviceInput } from '../checks/check-device';
import type { CheckResult } from '../checks/check-result';
import type { SearchChannel } from '../checks/search-log';
import { maskImei } from '../imei/imei';
import type { DomainError } from '../shared/domain-error';
import type { BulkRowInput, BulkRowResult } from './bulk-row';
import { invalidRow } from './read-bulk-rows';

/** What applies to every row of a job unless the row names its own carrier or country. */
export interface BulkCheckOptions {
  carrier?: string;
  country?: string;
  channel: SearchChannel;
  apiKeyId?: string | null;
}

/** The eSIM flag the identification work adds to a check (optional until it lands). */
type CheckAnswer = CheckResult & { device: { esim?: boolean | null } };

/**
 * Checks rows exactly as a single check does (the same use case, so the same identification,
 * assessment and search record), a chunk at a time and concurrently within the chunk, so the
 * search log's group commit writes each chunk's searches together.
 */
export class CheckBulkRows {
  constructor(private readonly check: CheckDevice) {}

  execute(rows: BulkRowInput[], options: BulkCheckOptions): Promise<BulkRowResult[]> {
    return Promise.all(rows.map((row) => this.one(row, options)));
  }

  private async one(row: BulkRowInput, options: BulkCheckOptions): Promise<BulkRowResult> {
    const input = {
      imei: row.imei,
      network: row.carrier ?? options.carrier,
      country: row.carrier ? row.country : row.country ?? options.country,
      channel: options.channel,
      apiKeyId: options.apiKeyId ?? null,
      allowImeisv: true,
      ...(row.modelNumber ? { modelNumber: row.modelNumber } : {}),
    } as CheckDeviceInput;
    const result = await this.check.execute(input);
    const imei = maskImei(row.imei);
    return result.ok ? toRow(row.line, imei, result.value as CheckAnswer) : errorRow(row, imei, result.error);
  }
}

function toRow(line: number, imei: string, r: CheckAnswer): BulkRowResult {
  const c = r.capabilities;
  return {
    line,
    imei,
    make: r.device.make,
    model: r.device.model,
    modelNumber: r.device.modelNumber,
    carrier: r.carrier.name,
    verdict: r.verdict,
    headline: r.headline,
    fourG: c.fourG,
    fiveG: c.fiveG,
    volte: c.volte,
    wifiCalling: c.wifiCalling,
    esim: r.device.esim ?? null,
    reason: r.reasons.find((x) => c[x.capability] !== 'supported')?.text ?? null,
    errorCode: null,
    error: null,
  };
}

/** A row the check refused: an unknown device is an "unknown" verdict, a blocked one does not work. */
function errorRow(row: BulkRowInput, imei: string, error: DomainError): BulkRowResult {
  const base = invalidRow(row.line, imei, error.code, `Line ${row.line}: ${error.message}`);
  if (error.code === 'DEVICE_UNKNOWN') return { ...base, verdict: 'unknown', modelNumber: row.modelNumber ?? null };
  if (error.code === 'IMEI_BLACKLISTED') return { ...base, verdict: 'does_not_work' };
  return base;
}
