import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { PassThrough, type Readable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { CoreModule } from '../adapters/core.module';
import { jsonRpcError, refusalOf } from './message-gate';
import { buildMcpServer } from './server';

const isRequest = (m: JSONRPCMessage): boolean => 'method' in m && 'id' in m;
const isResponse = (m: JSONRPCMessage): boolean => 'id' in m && ('result' in m || 'error' in m);

/**
 * Serves MCP over stdio. Nest runs without a logger: stdout carries the protocol. The host closing
 * the pipe ends the session once every request read has been answered: the server closes, pending
 * searches are written, and the process exits (scheduled jobs would otherwise keep it alive).
 */
export async function startStdioServer(): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot(), { logger: false, abortOnError: false });
  const server = buildMcpServer(ctx);
  const input = gatedInput(process.stdin, (line) => void process.stdout.write(`${line}\n`));
  const transport = new StdioServerTransport(input, process.stdout);
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
  input.once('end', () => {
    ended = true;
    closeWhenAnswered();
  });
}

/**
 * The lines of stdin that are JSON-RPC messages the SDK can take; every other line is answered
 * here (the SDK would drop it without a word, and the client would wait for ever): unreadable JSON
 * with a Parse error, a malformed message as refusalOf says.
 */
function gatedInput(input: Readable, answer: (line: string) => void): Readable {
  const passed = new PassThrough();
  let pending = '';
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end).replace(/\r$/, '');
      pending = pending.slice(end + 1);
      if (!line.trim()) continue;
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        answer(JSON.stringify(jsonRpcError(null, -32700, 'Parse error: each line must be one JSON-RPC message in JSON.')));
        continue;
      }
      const refused = refusalOf(message);
      if (refused) answer(JSON.stringify(refused));
      else passed.write(`${line}\n`);
    }
  });
  input.on('end', () => passed.end());
  return passed;
}

if (require.main === module) {
  startStdioServer().catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  });
}
