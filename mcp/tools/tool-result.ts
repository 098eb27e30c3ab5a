import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { DomainError } from '../../core';

/** A domain error as an MCP tool result: `isError`, with a message safe for a language model. */
export const errorResult = (error: DomainError): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
});

/** A successful result with both a text rendering and the structured value. */
export const structuredResult = (value: object, text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: value as Record<string, unknown>,
});
