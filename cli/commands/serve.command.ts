import { join } from 'node:path';
import type { Command } from 'commander';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('Start the web app, REST API and API docs on one port (PORT, default 5000)')
    .action(async () => {
      // Loaded by path at run time: the CLI itself never depends on the HTTP adapter.
      const http = require(join(__dirname, '..', '..', 'adapters', 'http', 'main')) as { serve: () => Promise<void> };
      await http.serve();
    });
}
