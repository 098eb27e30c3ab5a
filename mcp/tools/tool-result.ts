import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { renameFields, type DomainError } from '../../core';

/** What an agent can do next, in MCP terms (tools and their arguments), for codes whose core message cannot say it. */
const NEXT_STEP: Record<string, string> = {
  CARRIER_UNKNOWN: 'Call the list-carriers tool for the country and pass one of its carrier names as the carrier argument.',
  CARRIER_AMBIGUOUS: 'Pass the country argument (one of the countries listed) to pick the carrier.',
  CARRIER_NOT_IN_COUNTRY: 'Call the list-carriers tool for that country, or pass the country argument the carrier belongs to.',
  COUNTRY_UNKNOWN: 'Pass the country argument as an English country name, as list-carriers returns it.',
  DEVICE_UNKNOWN: 'Use the find-device tool to look the device up by name or model number.',
};

/** The coverage tools name a carrier or broadband provider in their `provider` argument. */
export const PROVIDER_STEPS: Record<string, string> = {
  CARRIER_UNKNOWN: 'Pass one of the providers listed as the provider argument, or leave it out.',
};

/** REST directions ("POST /api/carriers", "network") that mean nothing to an MCP client. */
const REST_HINT = /\s*(List|Get|Search|See)[^.]*\b(GET|POST|PUT|DELETE) \/api\/[^.]*\.?/g;

/** REST field names (in an error's details) as the MCP tools' arguments are named. */
const ARGUMENT_OF: Record<string, string> = { modelNumber: 'model_number', deviceId: 'device_id', network: 'carrier' };

/** An error's details in MCP terms: the argument to send, and the tool to search devices with (not a REST path). */
const mcpDetails = (details: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, key === 'deviceSearch' ? 'find-device' : typeof value === 'string' && Object.hasOwn(ARGUMENT_OF, value) ? ARGUMENT_OF[value] : value]),
  );

/**
 * A domain error as an MCP tool result: `isError`, a message safe for a language model that
 * points to tools and arguments, and the same facts as JSON text.
 */
export const errorResult = (error: DomainError, nextSteps: Record<string, string> = NEXT_STEP): CallToolResult => {
  const message = [renameFields(error.message, ARGUMENT_OF).replace(REST_HINT, '').trim(), nextSteps[error.code] ?? NEXT_STEP[error.code]].filter(Boolean).join(' ');
  return {
    isError: true,
    content: [
      { type: 'text', text: `${error.code}: ${message}` },
      { type: 'text', text: JSON.stringify({ code: error.code, message, ...(error.details ? { details: mcpDetails(error.details) } : {}) }) },
    ],
  };
};

/**
 * A successful result: a one-line reading for people, the whole value as JSON text (the MCP
 * specification asks for it beside `structuredContent`, for clients that read only `content`),
 * and the structured value itself.
 */
export const structuredResult = (value: object, text: string): CallToolResult => ({
  content: [
    { type: 'text', text },
    { type: 'text', text: JSON.stringify(value) },
  ],
  structuredContent: value as Record<string, unknown>,
});

/** Tools that only read: safe to repeat, touch nothing outside Bandwise. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
/** Tools that record what they were asked (a search, a report) but change or delete nothing else. */
export const RECORDING: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
