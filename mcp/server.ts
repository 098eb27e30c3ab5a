import { Logger, type INestApplicationContext } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AnalyzeCoverage, AnalyzeIssue, buildPolicy, CheckBulkRows, CheckDevice, FindDevices, ListCarriers } from '../core';
import type { AppConfig } from '../adapters/config';
import { MikroSearchReader } from '../adapters/persistence/mikro-search-reader';
import { APP_CONFIG } from '../adapters/tokens';
import type { z } from 'zod';
import { LOCAL_OPERATOR, type McpCaller } from './caller';
import { checkToolArguments } from './tool-arguments';
import { registerAnalyzeCoverage } from './tools/analyze-coverage.tool';
import { registerAnalyzeIssue } from './tools/analyze-issue.tool';
import { registerGetPolicy } from './tools/get-policy.tool';
import { registerGetStats } from './tools/get-stats.tool';
import { registerCheckDevice } from './tools/check-device.tool';
import { registerCheckDevices } from './tools/check-devices.tool';
import { registerFindDevice } from './tools/find-device.tool';
import { registerListCarriers } from './tools/list-carriers.tool';

/** The Bandwise MCP server: the same use cases as the web, API and CLI, as tools for AI agents. */
/** What the server needs from Nest: provider lookup (an application context or a ModuleRef). */
export type ProviderLookup = Pick<INestApplicationContext, 'get'>;

export function buildMcpServer(ctx: ProviderLookup, caller: McpCaller = LOCAL_OPERATOR): McpServer {
  const server = guardTools(
    new McpServer(
      { name: 'bandwise', version: '0.1.0' },
      { instructions: 'Check whether a phone works on a mobile network. Ask the user for the IMEI (dial *#06#) and carrier.' },
    ),
  );
  registerCheckDevice(server, ctx.get(CheckDevice), caller);
  registerGetPolicy(server, buildPolicy(ctx.get<AppConfig>(APP_CONFIG).networkName, ctx.get<AppConfig>(APP_CONFIG).supportHours));
  registerGetStats(server, ctx.get(MikroSearchReader), caller);
  registerListCarriers(server, ctx.get(ListCarriers));
  registerFindDevice(server, ctx.get(FindDevices));
  registerAnalyzeCoverage(server, ctx.get(AnalyzeCoverage));
  registerAnalyzeIssue(server, ctx.get(AnalyzeIssue), caller);
  registerCheckDevices(server, ctx.get(CheckBulkRows), caller);
  // The tool list never changes while a server runs (the SDK announces listChanged whenever tools are registered).
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

const logger = new Logger('MCP');

/**
 * Every tool registered on the server has its arguments refused in REST's words (checkToolArguments)
 * and answers an unexpected failure with a plain isError result, logged: left alone, the SDK would
 * hand the exception's own message (internals) to the client.
 */
function guardTools(server: McpServer): McpServer {
  const schemas = new Map<string, z.ZodType | undefined>();
  checkToolArguments(server, schemas);
  const register = server.registerTool.bind(server) as (name: string, config: { inputSchema?: z.ZodType }, callback: ToolCallback) => unknown;
  const guarded = (name: string, config: { inputSchema?: z.ZodType }, callback: ToolCallback) => {
    schemas.set(name, config.inputSchema);
    return register(name, config, async (...args: unknown[]) => {
      try {
        return await callback(...args);
      } catch (e) {
        logger.error(`${name}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        return { isError: true, content: [{ type: 'text', text: 'INTERNAL: Something went wrong on our side. Please try again later.' }] };
      }
    });
  };
  server.registerTool = guarded as unknown as McpServer['registerTool'];
  return server;
}

type ToolCallback = (...args: unknown[]) => unknown;
