import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CheckDevice, inferredNote, lostLeadingZeros, VERDICTS, VOICE_CAPABILITIES, type Verdict, type VoiceCapability } from '../../core';
import type { McpCaller } from '../caller';
import { errorResult, structuredResult, RECORDING } from './tool-result';
import { TEXT_LIMITS } from '../../adapters/input-limits';

const level = z.enum(['supported', 'limited', 'not_supported', 'unknown']);

export const checkDeviceOutput = {
  success: z.literal(true),
  searchId: z.string(),
  device: z.object({ make: z.string(), model: z.string(), imei: z.string(), modelNumber: z.string().nullable(), year: z.number().nullable(), esim: z.boolean().nullable() }),
  identification: z.object({
    source: z.enum(['imported-tac', 'shipped-tac', 'community-tac', 'model-number', 'device-id']),
    origin: z.string(),
    text: z.string(),
    ambiguous: z.boolean(),
    candidates: z.array(z.string()),
  }),
  capabilities: z.object({ fourG: level, fiveG: level, volte: level, wifiCalling: level }),
  inferred: z.array(z.enum(VOICE_CAPABILITIES as [VoiceCapability, ...VoiceCapability[]])).describe('Capabilities answered on the labelled inference rule alone: likely, not confirmed'),
  tacAnalysis: z.string(),
  specifications: z.object({ releaseYear: z.number().nullable(), networkBands: z.string(), carrierVariant: z.string() }),
  carrier: z.object({ name: z.string(), country: z.string() }),
  verdict: z.enum(VERDICTS as [Verdict, ...Verdict[]]).describe('works, works_with_limits, needs_carrier_approval, does_not_work or unknown'),
  headline: z.string().describe('One plain sentence naming the carrier; read it first'),
  compatible: z.boolean(),
  reasons: z.array(z.object({ capability: z.string(), text: z.string() })),
  speeds: z.object({ fourGMbps: z.number().nullable(), fiveGMbps: z.number().nullable(), note: z.string() }),
  location: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
};

/** A number shorter than an IMEI: most likely one that started with 0, which a JSON number cannot keep. */
const NUMBER_LOST_ZEROS = (digits: string): string =>
  `The IMEI was sent as a number, ${digits}, which has only ${digits.length} digits: a number drops leading zeros, and IMEIs allocated in the US start with 01. Send the IMEI as a string, e.g. "0${digits}".`;

export function registerCheckDevice(server: McpServer, check: CheckDevice, caller: McpCaller): void {
  server.registerTool(
    'check-device',
    {
      title: 'Check device compatibility',
      description:
        'Identify a phone from its IMEI (or the model number / catalog id the user gives) and say whether it supports 4G, 5G, VoLTE and Wi-Fi calling on a carrier, with reasons. The user can show the IMEI by dialing *#06#. Unknown devices are reported as unknown, never guessed.',
      inputSchema: z.strictObject({
        imei: z
          .union([z.string().max(TEXT_LIMITS.imei), z.number().int().nonnegative()])
          .describe('15-digit IMEI or 16-digit IMEISV, as text (spaces and dashes are ignored); a number only when it does not start with 0 (a number loses leading zeros, and US IMEIs start with 01)'),
        carrier: z.string().max(TEXT_LIMITS.carrier).optional().describe('Carrier name as listed by list-carriers; defaults to AT&T'),
        country: z
          .string()
          .max(TEXT_LIMITS.country)
          .optional()
          .describe('Country of the carrier, as list-carriers returned it (e.g. "Germany"); picks the right carrier where names repeat across countries (Vodafone, Orange). Without it, a name found in one country is that carrier, a United States carrier wins over its namesakes abroad, and a name left in several countries is refused with their list; an unknown country, or a carrier not in it, is refused.'),
        location: z
          .string()
          .max(TEXT_LIMITS.location)
          .optional()
          .describe('Where the device is used, as a place ("Berlin, Germany") or "lat,lng"; recorded with the search, and picks the carrier\'s country where its name repeats and no country is given.'),
        model_number: z
          .string()
          .max(TEXT_LIMITS.modelNumber)
          .optional()
          .describe('Model number from Settings > About phone (e.g. "SM-S921U", "A3090"); identifies the device by it. Use it when the IMEI alone answers "not in the device database".'),
        device_id: z.string().max(TEXT_LIMITS.deviceId).optional().describe('Catalog id from find-device; identifies the device by it; give it or model_number, not both (both together are refused).'),
      }),
      outputSchema: checkDeviceOutput,
      annotations: RECORDING,
    },
    async ({ imei, carrier, country, location, model_number, device_id }) => {
      if (typeof imei === 'number' && !Number.isSafeInteger(imei)) {
        return errorResult({ code: 'INPUT_INVALID', message: 'This IMEI is too long to send as a number without losing digits; send it as a string.' });
      }
      if (lostLeadingZeros(imei)) {
        return errorResult({ code: 'INPUT_INVALID', message: NUMBER_LOST_ZEROS(String(imei)) });
      }
      const result = await check.execute({
        imei: String(imei), network: carrier, country, location, modelNumber: model_number, deviceId: device_id,
        channel: 'mcp', apiKeyId: caller.apiKeyId, allowImeisv: true, caller: caller.identity,
      });
      if (!result.ok) return errorResult(result.error);
      const r = result.value;
      const c = r.capabilities;
      const text = `${r.headline} Verdict: ${r.verdict}. ${r.identification.text}. ${r.device.make} ${r.device.model} on ${r.carrier.name} (${r.carrier.country}): 4G ${c.fourG}, 5G ${c.fiveG}, VoLTE ${c.volte}${inferredNote(r, 'volte')}, Wi-Fi calling ${c.wifiCalling}${inferredNote(r, 'wifiCalling')}.`;
      return structuredResult(r, text);
    },
  );
}
