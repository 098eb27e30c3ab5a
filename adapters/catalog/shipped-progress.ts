import { Logger } from '@nestjs/common';
import { Presets, SingleBar } from 'cli-progress';
import type { ShippedProgress } from './shipped-tacs';

/**
 * Progress of the shipped TAC load: a bar on a terminal's stderr (never stdout, which carries CLI
 * output and the MCP protocol), and one log line per file through the application logger.
 */
export function shippedProgress(): ShippedProgress {
  const logger = new Logger('ShippedTacs');
  let bar: SingleBar | null = null;
  return {
    begin(file) {
      bar = process.stderr.isTTY ? new SingleBar({ format: `Loading ${file} [{bar}] {percentage}%`, clearOnComplete: true, stream: process.stderr }, Presets.shades_classic) : null;
      bar?.start(100, 0);
      return (done, total) => bar?.update(Math.floor((100 * done) / Math.max(1, total)));
    },
    end(load) {
      bar?.stop();
      const c = load.counts!;
      logger.log(`Loaded shipped TAC list ${load.file} in ${(load.ms / 1000).toFixed(1)} s: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.skipped} skipped`);
    },
  };
}
