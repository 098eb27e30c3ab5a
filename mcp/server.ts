import type { INestApplicationContext } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CheckDevice, ListCarriers } from '../core';
import { registerCheckDevice } from './tools/check-device.tool';
import { registerListCarriers } from './tools/list-carriers.tool';

/** The Bandwise MCP server: the same use cases as the web, API and CLI, as tools for AI agents. */
export function buildMcpServer(ctx: INestApplicationContext): McpServer {
  const server = new McpServer(
    { name: 'bandwise', version: '0.1.0' },
    { instructions: 'Check whether a phone works on a mobile network. Ask the user for the IMEI (dial *#06#) and carrier.' },
  );
  registerCheckDevice(server, ctx.get(CheckDevice));
  registerListCarriers(server, ctx.get(ListCarriers));
  return server;
}
