import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { CoreModule } from '../adapters/core.module';
import { buildMcpServer } from './server';

const isRequest = (m: JSONRPCMessage): boolean => 'method' in m && 'id' in m;
const isResponse = (m: JSONRPCMessage): boolean => 'id' in m && ('result' in m || 'error' in m);

/**
 * Serves MCP over stdio. Nest runs without a logger: stdout carries the protocol. The host closing
 * the pipe ends the session once every request read has been answered: the server closes, pending
 * searches are written, and the process exits (scheduled jobs would otherwise keep it alive).
 */
export async function startStdioServer(): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot(), { logger: false });
  const server = buildMcpServer(ctx);
  const transport = new StdioServerTransport();
  let unanswered = 0;
  let ended = false;
  const closeWhenAnswered = () => void (ended && unanswered === 0 && server.close());
  transport.onclose = () => void ctx.close().then(() => process.exit(0));
  await server.connect(transport);
  const receive = transport.onmessage!;
  transport.onmessage = (message: JSONRPCMessage) => {
    if (isRequest(message)) unanswered++;
    receive(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage) => {
    await send(message);
    if (isResponse(message)) unanswered--;
    closeWhenAnswered();
  };
  process.stdin.once('end', () => {
    ended = true;
    closeWhenAnswered();
  });
}

if (require.main === module) {
  startStdioServer().catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  });
}
