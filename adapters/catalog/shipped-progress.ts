import { Logger } from '@nestjs/common';
import { Presets, SingleBar } from 'cli-progress';
import type { ShippedProgress } from './shipped-tacs';

/**
 * Progress of the shipped TAC load: a bar on a terminal's stderr (never stdout, which carries CLI
 * output and the MCP protocol), then one line per file: on the terminal, or through the application logger.
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
      const line = `Loaded shipped TAC list ${load.file} in ${(load.ms / 1000).toFixed(1)} s: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.skipped} skipped`;
      // On a terminal (the CLI, whose logger is off) the line goes where the bar was; else to the log.
      if (process.stderr.isTTY) process.stderr.write(line + '\n');
      else logger.log(line);
    },
  };
}
