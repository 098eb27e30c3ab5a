#!/usr/bin/env node
import 'reflect-metadata';
import { stopQuietlyOnClosedPipe } from './closed-pipe';
import { run } from './program';

stopQuietlyOnClosedPipe(process.stdout, process.stderr);
const args = process.argv.slice(2);
run(args).then((code) => {
  // Long-running commands (serve, mcp) keep the process alive themselves.
  if (!['serve', 'mcp'].includes(args[0] ?? '') || code !== 0) process.exit(code);
});
