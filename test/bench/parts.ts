import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../../adapters/core.module';
import { CityGrid } from '../../adapters/geo/city-grid';
import { MikroDeviceRegistry } from '../../adapters/persistence/mikro-device-registry';
import { SpeechWorkers } from '../../adapters/speech/speech-workers';

export interface PartCost {
  part: string;
  mb: number;
  when: string;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Resident memory after a full collection, in MB: what a part keeps, not the garbage it made. */
async function settledRssMb(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 100));
  }
  return process.memoryUsage().rss / 2 ** 20;
}

/**
 * Loads the composition root on `dataDir` (as the server does, without HTTP), then each heavy
 * part in turn, and reports what each adds to the resident set. Run in its own process with
 * --expose-gc, so the figures are not mixed with the benchmark's own memory.
 */
async function measure(dataDir: string): Promise<PartCost[]> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir, voicePrewarm: false }), { logger: false });
  try {
    const costs: PartCost[] = [];
    let before = await settledRssMb();
    costs.push({ part: 'process with the composition root (framework, ORM, catalog, carriers)', mb: before, when: 'at start' });
    const step = async (part: string, when: string, load: () => Promise<unknown>) => {
      await load();
      const after = await settledRssMb();
      costs.push({ part, mb: after - before, when });
      before = after;
    };
    await step('TAC index (Osmocom list, compact)', 'at start (servers), first check (CLI)', () => ctx.get(MikroDeviceRegistry).ensureLoaded());
    await step('gazetteer (city grid)', 'first reverse geocode, coverage or analytics place', async () => CityGrid.shared());
    const workers = new SpeechWorkers(1);
    await step('one speech engine (eSpeak NG + LAME worker)', 'prewarm or a cache miss; let go after a minute idle', () => workers.warmUp());
    await workers.close();
    return costs;
  } finally {
    await ctx.close();
  }
}

/** Runs the measurement in a fresh child process and returns its figures. */
export function measureParts(dataDir: string): PartCost[] {
  const r = spawnSync('node', ['--expose-gc', __filename, dataDir], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', IMEI_HASH_SECRET: 'bench-only-secret-0123456789abcdef' } });
  if (r.status !== 0) throw new Error(`memory by part failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as PartCost[];
}

if (require.main === module) {
  measure(process.argv[2]).then(
    (costs) => {
      process.stdout.write(JSON.stringify(costs) + '\n');
      process.exit(0);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
