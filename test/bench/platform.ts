import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { NestFactory } from '@nestjs/core';
import { CoreModule } from '../../adapters/core.module';
import { BatchedSearchLog } from '../../adapters/persistence/batched-search-log';
import { MikroApiKeyStore } from '../../adapters/persistence/mikro-api-key-store';

/** An unlimited key for load tests, granted the way an operator would (CLI). */
export function createEnterpriseKey(cli: string, env: NodeJS.ProcessEnv): string {
  const r = spawnSync('node', [cli, 'keys', 'create', '--email', 'bench@example.com', '--name', 'bench', '--tier', 'enterprise', '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout).apiKey as string;
}

/** Writes `count` searches under the key through the real search log (group commit). */
export async function seedSearches(dataDir: string, imeiHashSecret: string, apiKey: string, count: number): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot({ dataDir, imeiHashSecret }), { logger: false });
  try {
    const key = await ctx.get(MikroApiKeyStore).findByHash(createHash('sha256').update(apiKey).digest('hex'));
    const log = ctx.get(BatchedSearchLog);
    const started = new Date('2026-01-01T00:00:00Z').getTime();
    for (let i = 0; i < count; i += 1000) {
      await Promise.all(
        Array.from({ length: Math.min(1000, count - i) }, (_, j) =>
          log.record({
            id: `00000000-0000-4000-8000-${String(i + j).padStart(12, '0')}`, imeiDigits: '35293110' + String(i + j).padStart(7, '0'),
            tac: '35293110', make: 'Google', model: j % 7 === 0 ? '=Pixel "4", XL' : 'Pixel 4', releaseYear: 2019, carrier: 'T-Mobile',
            success: true, errorCode: null, capabilities: { fourG: 'supported', fiveG: 'not_supported', volte: 'supported', wifiCalling: 'supported' },
            compatible: true, location: 'Austin, TX', channel: 'api', apiKeyId: key!.id, searchedAt: new Date(started + (i + j) * 1000),
          }),
        ),
      );
    }
  } finally {
    await ctx.close();
  }
}

/** Downloads the export once and reports its size and time. */
export async function timeExport(url: string, apiKey: string): Promise<{ seconds: number; megabytes: number; lines: number }> {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, megabytes: bytes / 1e6, lines };
}
