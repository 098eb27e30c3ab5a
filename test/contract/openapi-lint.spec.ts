import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { parsePushToken } from '../../core';
import { tempDir } from '../fixtures/paths';
import { startTestApp } from '../fixtures/test-app';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** Runs a linter and returns its stdout whatever its exit code (a finding makes it exit 1). */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await run(bin(command), args, { cwd: ROOT, maxBuffer: 20_000_000, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })).stdout;
  } catch (e) {
    return (e as { stdout?: string }).stdout ?? String(e);
  }
}

describe('the served OpenAPI document passes both linters with no problem', () => {
  let app: NestFastifyApplication;
  let file: string;

  beforeAll(async () => {
    app = await startTestApp();
    const doc = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    file = join(tempDir(), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc.body));
  });
  afterAll(() => app.close());

  it('documents a push example the server accepts', async () => {
    const doc = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(parsePushToken(doc.body.components.schemas.SendPushDto.properties.token.example)).not.toBeNull();
  });

  it('Redocly (recommended): zero errors and zero warnings', async () => {
    const out = await lint('redocly', ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json']);
    const totals = JSON.parse(out.slice(out.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
    expect(totals.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(totals.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('Spectral (spectral:oas): no finding of any severity', async () => {
    const out = await lint('spectral', ['lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet']);
    const findings = JSON.parse(out.trim() || '[]') as Array<{ code: string; message: string; path: string[] }>;
    expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  }, 120_000);
});
