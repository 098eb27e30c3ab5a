import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { BULK_VERDICTS, CheckBulkRows, domainError, fail, summarizeRows, type BulkRows, type Result } from '../../core';
import { readBulkJson } from '../../adapters/bulk/bulk-file';
import type { McpCaller } from '../caller';
import { errorResult, RECORDING, structuredResult } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

/** Inline lists stay small; a fleet goes through the bulk-check API or `bandwise check --file`. */
export const MAX_INLINE_IMEIS = 100;

const level = z.enum(['supported', 'limited', 'not_supported', 'unknown']).nullable();
const verdict = z.enum(BULK_VERDICTS as [string, ...string[]]);
const modelCount = z.object({ make: z.string(), model: z.string(), count: z.number(), verdicts: z.record(z.string(), z.number()) });

export const checkDevicesOutput = {
  rows: z.array(
    z.object({
      line: z.number().describe('Position in the given list, from 1'),
      imei: z.string().describe('IMEI masked'),
      make: z.string().nullable(),
      model: z.string().nullable(),
      modelNumber: z.string().nullable(),
      carrier: z.string().nullable(),
      verdict: verdict.nullable(),
      headline: z.string(),
      fourG: level,
      fiveG: level,
      volte: level,
      wifiCalling: level,
      esim: z.boolean().nullable(),
      reason: z.string().nullable(),
      errorCode: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  summary: z.object({
    total: z.number(),
    invalid: z.number(),
    models: z.number().describe('Distinct models identified; the lists name the 100 most frequent'),
    byVerdict: z.record(z.string(), z.number()),
    byModel: z.array(modelCount),
    toReplace: z.array(modelCount),
    needsApproval: z.array(modelCount),
    readyShare: z.number().describe('Share of all rows that work as they are, 0 to 1'),
  }),
};

/** An IMEI as text or as a number, as check-device takes it. */
const imeiValue = z.union([z.string().max(TEXT_LIMITS.imei), z.number().int().nonnegative()]);
/** A carrier and its country, as the REST bulk check takes them. */
const carrierName = z.string().max(TEXT_LIMITS.carrier);
const countryName = z.string().max(TEXT_LIMITS.country);

const modelNumber = z.string().max(TEXT_LIMITS.modelNumber).optional();
/** One entry: an IMEI, or an IMEI with its own carrier, country or model number (model_number, as check-device names it). */
const entry = z.union([
  imeiValue,
  z.strictObject({
    imei: imeiValue,
    carrier: carrierName.optional(),
    country: countryName.optional(),
    model_number: modelNumber.describe('Model number from Settings > About phone, for an IMEI not in the device database'),
    modelNumber: modelNumber.describe('The same as model_number, as the REST bulk check names it'),
  }),
]);

/** The arguments of check-devices. */
export const checkDevicesInput = z.strictObject({
  imeis: z
    .array(entry)
    .min(1)
    .max(MAX_INLINE_IMEIS)
    .describe('IMEIs (as text or as numbers, as check-device takes them), or objects with an IMEI and its own carrier, country or model_number'),
  carrier: carrierName.optional().describe('Carrier for entries that name none, as listed by list-carriers; defaults to AT&T'),
  country: countryName.optional().describe('Country of that carrier, where names repeat (Vodafone, Orange)'),
});

/**
 * The rows a check-devices call checks, or why it is refused before any check runs (an unknown
 * default carrier, an entry with an unknown field). The HTTP door asks it too before charging a
 * free key per row: a call refused here costs one request, as the REST bulk upload does.
 */
export async function rowsToCheck(bulk: CheckBulkRows, { imeis, carrier, country }: z.infer<typeof checkDevicesInput>): Promise<Result<BulkRows>> {
  const refused = await bulk.refusedDefault({ carrier, country });
  if (refused) return fail(refused);
  // The two spellings of one field may not disagree: which model to assess would be a guess.
  const torn = imeis.findIndex((e) => typeof e === 'object' && e.model_number !== undefined && e.modelNumber !== undefined && e.model_number !== e.modelNumber);
  if (torn >= 0) {
    return fail(domainError('INPUT_INVALID', `Entry ${torn + 1} of imeis gives model_number and modelNumber with different values: give the model number once, as model_number.`, { field: 'model_number' }));
  }
  return readBulkJson(imeis.map((e) => (typeof e === 'object' ? { imei: e.imei, carrier: e.carrier, country: e.country, modelNumber: e.model_number ?? e.modelNumber } : e)));
}

export function registerCheckDevices(server: McpServer, bulk: CheckBulkRows, caller: McpCaller): void {
  server.registerTool(
    'check-devices',
    {
      title: 'Check several devices at once',
      description: `Check up to ${MAX_INLINE_IMEIS} IMEIs on a carrier in one call, exactly as check-device does for one: a row per IMEI (verdict, headline, the four capabilities, eSIM, the first limiting reason; IMEIs masked) and a summary (counts per verdict, per model, models to replace or needing carrier approval, share ready as is). Rows that are not IMEIs come back with their error. For larger fleets use the bulk-check API.`,
      inputSchema: checkDevicesInput,
      outputSchema: checkDevicesOutput,
      annotations: RECORDING,
    },
    async (args) => {
      const read = await rowsToCheck(bulk, args);
      if (!read.ok) return errorResult(read.error);
      const { carrier, country } = args;
      const checked = await bulk.execute(read.value.rows, { carrier, country, channel: 'mcp', apiKeyId: caller.apiKeyId });
      const rows = [...read.value.invalid, ...checked].sort((a, b) => a.line - b.line);
      const value = { rows, summary: summarizeRows(rows) };
      const s = value.summary;
      return structuredResult(value, `Checked ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}: ${Math.round(s.readyShare * 100)}% of the fleet ready as is.`);
    },
  );
}
