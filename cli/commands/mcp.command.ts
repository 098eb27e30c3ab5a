import type { Command } from 'commander';

export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description('Run the MCP server over stdio (for AI agents)')
    .action(async () => {
      const { startStdioServer } = await import('../../mcp/stdio'); // loaded only for this command
      await startStdioServer();
    });
}
