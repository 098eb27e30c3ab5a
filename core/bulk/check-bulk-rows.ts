import type { CheckDevice, CheckDeviceInput } from '../checks/check-device';
import type { CheckResult } from '../checks/check-result';
import type { SearchChannel } from '../checks/search-log';
import { maskImei } from '../imei/imei';
import type { DomainError } from '../shared/domain-error';
import type { BulkRowInput, BulkRowResult, BulkVerdict } from './bulk-row';
import { invalidRow } from './read-bulk-rows';

/** What applies to every row of a job unless the row names its own carrier or country. */
export interface BulkCheckOptions {
  carrier?: string;
  country?: string;
  channel: SearchChannel;
  apiKeyId?: string | null;
}

/** The answer fields the verdict and identification work adds to a check (optional until both land). */
type CheckAnswer = CheckResult & { verdict?: BulkVerdict; headline?: string; device: { esim?: boolean | null } };

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
  const verdict: BulkVerdict = r.verdict ?? (r.compatible ? 'works' : c.fourG === 'unknown' ? 'unknown' : 'does_not_work');
  const name = `${r.device.make} ${r.device.model}`;
  return {
    line,
    imei,
    make: r.device.make,
    model: r.device.model,
    modelNumber: r.device.modelNumber,
    carrier: r.carrier.name,
    verdict,
    headline: r.headline ?? `${name} ${verdict === 'works' ? 'works' : verdict === 'unknown' ? 'may or may not work' : 'does not work fully'} on ${r.carrier.name}.`,
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
