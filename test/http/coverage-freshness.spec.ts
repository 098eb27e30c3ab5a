import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { cliHarness } from '../fixtures/cli-harness';
import { PENN, writeOutages } from '../fixtures/coverage-files';
import { testDatabaseUrl } from '../fixtures/database';
import { bearer, createKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

/**
 * One server without Redis, and the CLI working on the same database as another process (as an
 * operator imports a feed while the server runs): the server's cache must not hide what the CLI stored.
 */
describe('coverage answers stay fresh when another process stores evidence (no Redis)', () => {
  let app: NestFastifyApplication;
  let key: string;
  let cli: ReturnType<typeof cliHarness>;
  const analyze = () => request(app.getHttpServer()).post('/api/coverage/analyze').set(bearer(key)).send({ ...PENN, provider: 'Verizon' }).expect(200);
  const verizon = (res: request.Response) => res.body.data.mobile_providers[0];

  beforeAll(async () => {
    const databaseUrl = await testDatabaseUrl();
    cli = cliHarness({ databaseUrl });
    app = await startTestApp({ dataDir: cli.dataDir, databaseUrl }, { importOsmocom: false });
    key = await createKey(app, 'freshness');
  });
  afterAll(() => app?.close());

  it('answers from the cache until the CLI imports an outage feed, then from the new evidence', async () => {
    const before = await analyze();
    expect(before.headers['x-cache']).toBe('miss');
    expect(verizon(before).recent_issues).toBe(0);
    expect((await analyze()).headers['x-cache']).toBe('hit');

    const imported = await cli.run('coverage', 'import-outages', writeOutages(new Date()), '--json');
    expect(JSON.parse(imported.out)).toMatchObject({ added: 3 });

    const after = await analyze();
    expect(after.headers['x-cache']).toBe('miss');
    expect(verizon(after)).toMatchObject({ recent_issues: 25, evidence: { outage_reports: 1 } });
    expect(after.body.data.area.recent_issues).toBe(29);
    expect((await analyze()).headers['x-cache']).toBe('hit');
  });

  it('leaves out no issue report the CLI filed after the answer was cached', async () => {
    const cached = await analyze();
    expect(cached.headers['x-cache']).toBe('hit');
    const issues = verizon(cached).evidence.issue_reports;

    const filed = await cli.run('issues', 'report', '--lat', String(PENN.lat), '--lng', String(PENN.lng), '--text', 'No signal at all in the station', '--provider', 'Verizon');
    expect(filed.code).toBe(0);

    const after = await analyze();
    expect(after.headers['x-cache']).toBe('miss');
    expect(verizon(after).evidence.issue_reports).toBe(issues + 1);
  });
});
