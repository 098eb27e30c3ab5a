import { nulFieldIn, nulRefusal } from '../core';

/** A JSON-RPC error answer the server sends itself, for a message the SDK would drop or misreport; `data.code` is the API's error code where one applies. */
export type JsonRpcRefusal = {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: number; message: string; data?: { code: string } };
};

/** A JSON-RPC error answer, with the API's error code as `error.data.code` when given. */
export const jsonRpcError = (id: string | number | null, code: number, message: string, apiCode?: string): JsonRpcRefusal => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(apiCode ? { data: { code: apiCode } } : {}) },
});

const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** MCP's request ids are strings or integers (JSON-RPC advises against fractions). */
const validId = (id: unknown): id is string | number => typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id));

/**
 * Checks a parsed message before it reaches the MCP SDK, which answers a malformed request with
 * "Parse error" (-32700, meant for unreadable JSON) over HTTP, drops it without a word over stdio,
 * and answers a tools/call without a tool name with an internal error (-32603) holding a raw
 * schema dump. Here a message that is not a JSON-RPC 2.0 request, response or notification is an
 * Invalid Request (-32600), and a tools/call whose params cannot name a tool and its arguments is
 * Invalid params (-32602), each saying what to fix, as is an initialize without its protocol
 * version, capabilities or client info (the SDK answers that with an internal error and a schema
 * dump); so are params holding a NUL character, which no field takes. Null when the message may go on.
 */
export function refusalOf(message: unknown): JsonRpcRefusal | null {
  if (Array.isArray(message)) return refuse(null, INVALID_REQUEST, 'JSON-RPC batches are not accepted: send one message at a time.');
  if (!isObject(message)) return refuse(null, INVALID_REQUEST, 'A JSON-RPC message must be a JSON object.');
  const id = validId(message.id) ? message.id : null;
  if (message.jsonrpc !== '2.0') return refuse(id, INVALID_REQUEST, 'Set "jsonrpc": "2.0"; this server speaks JSON-RPC 2.0 only.');
  if ('id' in message && !validId(message.id)) return refuse(null, INVALID_REQUEST, '"id" must be a string or an integer.');
  if (!('method' in message)) return 'result' in message || 'error' in message ? null : refuse(id, INVALID_REQUEST, 'A request needs a "method" (for example "tools/list").');
  if (typeof message.method !== 'string') return refuse(id, INVALID_REQUEST, '"method" must be a string (for example "tools/list").');
  const extra = Object.keys(message).find((key) => !REQUEST_MEMBERS.has(key));
  if (extra) return refuse(id, INVALID_REQUEST, `"${extra.slice(0, 40)}" is not a member of a JSON-RPC request: send only "jsonrpc", "id", "method" and "params".`);
  if ('params' in message && message.params !== undefined && !isObject(message.params)) return refuse(id, INVALID_PARAMS, '"params" must be an object.');
  const common = commonParamsProblem((message.params ?? {}) as Record<string, unknown>);
  if (common) return refuse(id, INVALID_PARAMS, common);
  if (message.method === 'initialize') {
    const problem = initializeProblem((message.params ?? {}) as Record<string, unknown>);
    if (problem) return refuse(id, INVALID_PARAMS, `initialize needs ${problem}: "protocolVersion" (a string such as "2025-06-18"), "capabilities" (an object) and "clientInfo" ({"name", "version"}, strings).`);
  }
  if (message.method === 'tools/call') {
    const params = (message.params ?? {}) as Record<string, unknown>;
    if (typeof params.name !== 'string' || !params.name) return refuse(id, INVALID_PARAMS, 'tools/call needs "params.name", the tool to call (see tools/list).');
    if (params.arguments !== undefined && !isObject(params.arguments)) return refuse(id, INVALID_PARAMS, `"params.arguments" must be an object of the arguments ${params.name} takes (see its inputSchema in tools/list).`);
    // JSON.parse keeps "__proto__" as a plain key, which the tools' schemas pass over unseen.
    if (params.arguments !== undefined && Object.hasOwn(params.arguments, '__proto__')) return refuse(id, INVALID_PARAMS, `"__proto__" is not an argument of ${params.name} (see its inputSchema in tools/list).`);
  }
  const nul = nulFieldIn(message);
  return nul ? refuse(id, nul.startsWith('params') ? INVALID_PARAMS : INVALID_REQUEST, nulRefusal(nul)) : null;
}

/** The members a JSON-RPC 2.0 request or notification has; the SDK drops a message with any other. */
const REQUEST_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params']);

/** What the SDK's schemas check in any request's params (its metadata, a list's cursor), named; null when well-formed. */
function commonParamsProblem(params: Record<string, unknown>): string | null {
  if (params._meta !== undefined && !isObject(params._meta)) return '"params._meta" must be an object.';
  const token = isObject(params._meta) ? params._meta.progressToken : undefined;
  if (token !== undefined && typeof token !== 'string' && typeof token !== 'number') return '"params._meta.progressToken" must be a string or a number.';
  if (params.cursor !== undefined && typeof params.cursor !== 'string') return '"params.cursor" must be the string a previous list answer gave as "nextCursor".';
  return null;
}

/** Invalid params carry the API's INPUT_INVALID as `data.code`, as a tool's own refusals do. */
const refuse = (id: string | number | null, code: number, message: string): JsonRpcRefusal =>
  jsonRpcError(id, code, message, code === INVALID_PARAMS ? 'INPUT_INVALID' : undefined);

/** What an initialize request's params lack or get wrong, named; null when they are whole. */
function initializeProblem(params: Record<string, unknown>): string | null {
  if (typeof params.protocolVersion !== 'string') return '"params.protocolVersion" as a string';
  if (!isObject(params.capabilities)) return '"params.capabilities" as an object';
  const info = params.clientInfo;
  if (!isObject(info) || typeof info.name !== 'string' || typeof info.version !== 'string') return '"params.clientInfo" with a name and a version';
  return null;
}
