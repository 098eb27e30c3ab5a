import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { plural } from '../core';
import { errorResult } from './tools/tool-result';

type Issue = z.core.$ZodIssue;
type Path = PropertyKey[];

/** What an argument takes, added where one is refused, for arguments whose limit alone does not say it. */
const WHAT_TO_SEND: Record<string, string> = {
  imei: 'Send imei as the 15-digit IMEI in text, e.g. "352931103746525" (dial *#06# on the phone).',
  carrier: 'Send carrier as a carrier name list-carriers lists.',
  country: 'Send country as a country name list-carriers returns, e.g. "Germany".',
};

/** A value's kind as zod names it, in words. */
const KINDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object' };

const nameOf = (path: Path): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p).slice(0, 40)}`)).join('') || 'the arguments';

const valueAt = (args: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, p) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined), args);

/** One problem in REST's words ("carrier must be at most 80 characters"), never echoing the value. */
function describe(issue: Issue, args: unknown, tool: string): string[] {
  const name = nameOf(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ');
    return [issue.path.length ? `${name} has no field ${keys}` : `${keys} ${issue.keys.length === 1 ? 'is not an argument' : 'are not arguments'} of ${tool} (see its inputSchema in tools/list)`];
  }
  if (valueAt(args, issue.path) === undefined) return [`${name} is required`];
  switch (issue.code) {
    case 'invalid_type':
      return [`${name} must be ${KINDS[issue.expected] ?? issue.expected}`];
    case 'too_big':
      if (issue.origin === 'string') return [`${name} must be at most ${plural(Number(issue.maximum), 'character', 'characters')}`];
      if (issue.origin === 'array') return [`${name} takes at most ${plural(Number(issue.maximum), 'entry', 'entries')}`];
      return [`${name} must be at most ${issue.maximum}`];
    case 'too_small':
      if (issue.origin === 'string') return [Number(issue.minimum) === 1 ? `${name} must not be empty` : `${name} must be at least ${plural(Number(issue.minimum), 'character', 'characters')}`];
      if (issue.origin === 'array') return [`${name} needs at least ${plural(Number(issue.minimum), 'entry', 'entries')}`];
      return [Number(issue.minimum) === 0 ? `${name} must not be negative` : `${name} must be at least ${issue.minimum}`];
    case 'invalid_value':
      return [`${name} must be one of ${issue.values.map(String).join(', ')}`];
    case 'invalid_union': {
      // The alternative the value has the type of says what is wrong inside it; with none, name the types taken.
      const typed = issue.errors.find((alternative) => !alternative.every((e) => e.code === 'invalid_type' && e.path.length === 0));
      if (typed) return typed.flatMap((e) => describe({ ...e, path: [...issue.path, ...e.path] } as Issue, args, tool));
      const kinds = issue.errors.map((alternative) => (alternative[0]?.code === 'invalid_type' ? (KINDS[alternative[0].expected] ?? alternative[0].expected) : 'another value'));
      return [`${name} must be ${[...new Set(kinds)].join(' or ')}`];
    }
    default:
      return [`${name} is not valid`];
  }
}

/** The refusal of a tool call's arguments, as the REST API words a refused request: every problem, and what to send. */
export function argumentsRefused(tool: string, issues: Issue[], args: unknown): CallToolResult {
  const details = [...new Set(issues.flatMap((issue) => describe(issue, args, tool)))];
  const argument = (i: Issue): string => String([...i.path].reverse().find((p) => typeof p === 'string') ?? '');
  const hints = [...new Set(issues.map(argument).filter((p) => WHAT_TO_SEND[p]))];
  const what = hints.map((p) => ` ${WHAT_TO_SEND[p]}`).join('');
  return errorResult({ code: 'INPUT_INVALID', message: `Invalid arguments for ${tool}: ${details.join('; ')}.${what}`, details: { problems: details } });
}

/**
 * Checks each tool call's arguments against the tool's input schema before the SDK does: the SDK
 * answers a refusal with zod's own words ("Too small: expected number to be >=0 at imei") behind
 * "MCP error -32602". Here it is an INPUT_INVALID result like any other refusal, worded as the REST
 * API words it; a tool the server does not have is refused as a protocol error. Installed before
 * the first tool is registered (the SDK sets its tools/call handler then); `tools` fills as they are.
 */
export function checkToolArguments(server: McpServer, tools: ReadonlyMap<string, z.ZodType | undefined>): void {
  const protocol = server.server;
  const set = protocol.setRequestHandler.bind(protocol) as (schema: unknown, handler: Handler) => void;
  (protocol as unknown as { setRequestHandler: typeof set }).setRequestHandler = (schema, handler) => {
    if (schema !== CallToolRequestSchema) return set(schema, handler);
    return set(schema, async (request, extra) => {
      const { name, arguments: args } = (request as { params: { name: string; arguments?: unknown } }).params;
      if (!tools.has(name)) throw unknownTool(name, [...tools.keys()]);
      const parsed = tools.get(name)?.safeParse(args ?? {});
      return parsed && !parsed.success ? argumentsRefused(name, parsed.error.issues, args ?? {}) : handler(request, extra);
    });
  };
}

type Handler = (request: unknown, extra: unknown) => unknown;

/**
 * A call of a tool the server does not have: a protocol error (Invalid params, as the MCP
 * specification lists it) with the API's code in `data.code`, naming the tools there are. The SDK
 * would answer a tool result whose only text is its own message.
 */
const unknownTool = (name: string, names: string[]): Error & { code: number; data: { code: string } } =>
  Object.assign(new Error(`Unknown tool "${name.slice(0, 40)}": call one of ${names.join(', ')} (see tools/list).`), { code: -32602, data: { code: 'TOOL_UNKNOWN' } });
