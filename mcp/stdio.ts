import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CoreModule } from '../adapters/core.module';
import { buildMcpServer } from './server';

/** Serves MCP over stdio. Nest runs without a logger: stdout carries the protocol. */
export async function startStdioServer(): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot(), { logger: false });
  const server = buildMcpServer(ctx);
  const transport = new StdioServerTransport();
  transport.onclose = () => void ctx.close();
  await server.connect(transport);
}

if (require.main === module) {
  startStdioServer().catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  });
}
