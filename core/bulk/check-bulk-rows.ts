import type { CheckDevice, CheckDeviceInput } from '../checks/check-device';
import type { CheckResult } from '../checks/check-result';
import type { Reason } from '../compatibility/compatibility.types';
import { limitingReason } from '../compatibility/verdict';
import type { SearchChannel } from '../checks/search-log';
import { maskImei } from '../imei/imei';
import type { DomainError } from '../shared/domain-error';
import type { BulkRowInput, BulkRowResult } from './bulk-row';
import { invalidRow } from './bulk-row-reader';

/** What applies to every row of a job unless the row names its own carrier or country. */
export interface BulkCheckOptions {
  carrier?: string;
  country?: string;
  channel: SearchChannel;
  apiKeyId?: string | null;
  /**
   * Awaited between groups of rows, so other work (a visitor's single check) is served while a
   * long job runs; the server passes a turn of its event loop. Without it a chunk runs at once.
   */
  pause?: () => Promise<void>;
}

/**
 * Rows checked at once. A check mostly awaits in-memory ports, so more at once gains little speed;
 * a few dozen keep each row's intermediate objects short-lived (collected young), where a whole
 * chunk of 1,000 at once kept them alive long enough to fill the old heap.
 */
const AT_ONCE = 25;

/**
 * Checks rows exactly as a single check does (the same use case, so the same identification,
 * assessment and search record), a few dozen at a time so the search log's group commit still
 * writes them together.
 */
export class CheckBulkRows {
  constructor(private readonly check: CheckDevice) {}

  /**
   * The job's default carrier, refused as a single check would refuse it (unknown, ambiguous, not
   * in the country) before any row is read or paid for: otherwise every row would fail alike.
   */
  async refusedDefault(options: Pick<BulkCheckOptions, 'carrier' | 'country'>): Promise<DomainError | null> {
    const carrier = await this.check.carrierFor({ network: options.carrier, country: options.country });
    return carrier.ok ? null : carrier.error;
  }

  async execute(rows: BulkRowInput[], options: BulkCheckOptions): Promise<BulkRowResult[]> {
    const results: BulkRowResult[] = [];
    for (let i = 0; i < rows.length; i += AT_ONCE) {
      if (i > 0) await options.pause?.();
      results.push(...(await Promise.all(rows.slice(i, i + AT_ONCE).map((row) => this.one(row, options)))));
    }
    return results;
  }

  private async one(row: BulkRowInput, options: BulkCheckOptions): Promise<BulkRowResult> {
    const input = {
      imei: row.imei,
      network: row.carrier ?? options.carrier,
      country: row.carrier ? row.country : row.country ?? options.country,
      channel: options.channel,
      apiKeyId: options.apiKeyId ?? null,
      allowImeisv: true,
      modelNumber: row.modelNumber,
    } satisfies CheckDeviceInput;
    const result = await this.check.execute(input);
    const imei = maskImei(row.imei);
    return result.ok ? toRow(row.line, imei, result.value) : errorRow(row, imei, result.error);
  }
}

function toRow(line: number, imei: string, r: CheckResult): BulkRowResult {
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
    esim: r.device.esim,
    reason: shortfall(r)?.text ?? null,
    errorCode: null,
    error: null,
  };
}

/**
 * The first reason about a capability that is not supported; for a limited one, the reason that
 * limits it ("Missing band 71"), not a statement of what the device has that comes before it.
 */
function shortfall(r: CheckResult): Reason | undefined {
  const first = r.reasons.find((x) => r.capabilities[x.capability] !== 'supported');
  return first && r.capabilities[first.capability] === 'limited' ? (limitingReason(r.reasons, first.capability) ?? first) : first;
}

/** How a row of a list names its model, where the TAC is in no list: a list row takes no device id. */
const unknownInList = (error: DomainError): string =>
  `Device not found: TAC ${String(error.details?.tac)} is not in the device database. Check the IMEI, or give the row the model number from Settings > About phone (column modelNumber in a bulk file or JSON list, model_number in an MCP check-devices entry).`;

/** A row the check refused: an unknown device (TAC or model number) is an "unknown" verdict, a blocked one does not work. */
function errorRow(row: BulkRowInput, imei: string, error: DomainError): BulkRowResult {
  const base = invalidRow(row.line, imei, error.code, `Line ${row.line}: ${error.code === 'DEVICE_UNKNOWN' ? unknownInList(error) : error.message}`);
  if (error.code === 'DEVICE_UNKNOWN' || error.code === 'NOT_FOUND') return { ...base, verdict: 'unknown', modelNumber: row.modelNumber ?? null };
  if (error.code === 'IMEI_BLACKLISTED') return { ...base, verdict: 'does_not_work' };
  return base;
}
