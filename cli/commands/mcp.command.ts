import type { Command } from 'commander';
import { startStdioServer } from '../../mcp/stdio';

export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description('Run the MCP server over stdio (for AI agents)')
    .action(async () => {
      await startStdioServer();
    });
}
