import type { SearchScope } from '../core';

/**
 * Who is calling the MCP server. Over HTTP it is an API key (its searches are its own); over stdio
 * it is the operator running the process, who sees everything.
 */
export interface McpCaller {
  apiKeyId: string | null;
  /** Who the caller counts as among distinct callers (reporters, TAC confirmations); see callerOf. */
  identity: string;
}

export const LOCAL_OPERATOR: McpCaller = { apiKeyId: null, identity: 'mcp:local' };

export const scopeFor = (caller: McpCaller): SearchScope => (caller.apiKeyId ? { apiKeyId: caller.apiKeyId } : { all: true });
