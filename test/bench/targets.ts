import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** One row of the targets table: what was measured, the target, and whether it was met. */
export interface TargetRow {
  measure: string;
  value: string;
  target: string;
  /** null when the row was not measured in this run. */
  pass: boolean | null;
}

export function printTargets(rows: TargetRow[], load: LoadSampler): void {
  console.log('\nTargets (issue 17), this run:');
  console.log('| measure | measured | target | |');
  console.log('|---|---:|---|---|');
  for (const r of rows) console.log(`| ${r.measure} | ${r.value} | ${r.target} | ${r.pass === null ? 'not measured' : r.pass ? 'PASS' : 'MISS'} |`);
  console.log(`\n${load.summary()}`);
}

/** The 1-minute load average, sampled every 5 s while the benchmark runs: on a shared machine read the ratios. */
export class LoadSampler {
  private readonly samples: number[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.sample();
    this.timer = setInterval(() => this.sample(), 5000);
    this.timer.unref();
  }

  summary(): string {
    clearInterval(this.timer);
    this.sample();
    const s = this.samples;
    const mean = s.reduce((a, b) => a + b, 0) / s.length;
    return `Load average (1 min) during the run: min ${Math.min(...s).toFixed(2)}, mean ${mean.toFixed(2)}, max ${Math.max(...s).toFixed(2)} over ${s.length} samples, on ${availableParallelism()} CPUs.`;
  }

  private sample(): void {
    this.samples.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
  }
}
