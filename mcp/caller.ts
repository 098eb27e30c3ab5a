import type { SearchScope } from '../core';

/**
 * Who is calling the MCP server. Over HTTP it is an API key (its searches are its own); over stdio
 * it is the operator running the process, who sees everything.
 */
export interface McpCaller {
  apiKeyId: string | null;
}

export const LOCAL_OPERATOR: McpCaller = { apiKeyId: null };

export const scopeFor = (caller: McpCaller): SearchScope => (caller.apiKeyId ? { apiKeyId: caller.apiKeyId } : { all: true });
