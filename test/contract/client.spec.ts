import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PIXEL_4 } from '../fixtures/imeis';
import { startTestApp } from '../fixtures/test-app';

const run = promisify(execFile);

/** The shape of client-flow.ts's export, restated here because that file is type-checked on its own. */
type PublicFlow = (baseUrl: string, imei: string, checks: number) => Promise<{
  searchIds: string[];
  foundId: string | null;
  pages: string[][];
  csv: string;
  exportedIds: string[];
}>;
const ROOT = join(__dirname, '..', '..');

describe('a client generated from the served document (openapi-typescript + openapi-fetch)', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await startTestApp();
    await app.listen(0, '127.0.0.1');
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const doc = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const dir = join(__dirname, 'generated');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc.body));
    await run(join(ROOT, 'node_modules', '.bin', 'openapi-typescript'), [join(dir, 'openapi.json'), '-o', join(dir, 'bandwise-api.d.ts')], { cwd: ROOT });
  });
  afterAll(() => app.close());

  it('type-checks the public flow against the generated types, without casts', async () => {
    const flow = readFileSync(join(__dirname, 'client-flow.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(flow).not.toMatch(/\bas\s+(unknown|any|[A-Z{[])|<any>|@ts-/);
    const tsc = await run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(__dirname, 'tsconfig.client.json')], { cwd: ROOT }).catch((e: { stdout?: string }) => e);
    expect('stdout' in tsc ? tsc.stdout : '').toBe('');
  }, 120_000);

  it('runs the public flow: key, checks, search by id, recent searches paged, CSV and JSON export', async () => {
    // Loaded by path so the main type check (which cannot see the generated types on a fresh clone) leaves it out.
    const { publicFlow }: { publicFlow: PublicFlow } = await import(join(__dirname, 'client-flow'));
    const r = await publicFlow(baseUrl, PIXEL_4, 3);
    expect(r.foundId).toBe(r.searchIds[0]);
    expect(r.pages.map((p) => p.length)).toEqual([2, 1]);
    expect(r.pages.flat().sort()).toEqual([...r.searchIds].sort());
    const [header, ...lines] = r.csv.trim().split('\r\n');
    expect(header).toBe('id,imei,make,model,year,carrier,success,errorCode,fourG,fiveG,volte,wifiCalling,inferred,location,searchedAt,channel');
    expect(lines).toHaveLength(3);
    expect(r.exportedIds.sort()).toEqual([...r.searchIds].sort());
  }, 60_000);
});
