import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DEMO_API_KEY, DEMO_REPORT_PREFIX, DEMO_SEARCH_COUNT, IssueSignInLink, SeedDemoData, type DemoAnalytics } from '../../core';
import { bearer, createKey, operatorKey } from '../fixtures/keys';
import { startTestApp } from '../fixtures/test-app';

const ADMIN = 'analyst@example.com';
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

describe('demo data (bandwise seed --demo) is labelled wherever the API shows it', () => {
  let app: NestFastifyApplication;
  let demo: DemoAnalytics;
  let admin: Record<string, string>;
  let realSearchId: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    // The shipped TAC lists, as on a fresh install: the demo checks identify their devices from them.
    app = await startTestApp({ shippedTacs: true, adminEmails: [ADMIN] }, { importOsmocom: false });
    const real = await http().post('/api/check').send({ imei: '352931103746525', network: 'T-Mobile', location: 'Austin, TX' }).expect(200);
    realSearchId = real.body.searchId;
    await app.get(SeedDemoData).execute();
    demo = (await http().get('/api/analytics/demo').expect(200)).body;
    const link = await app.get(IssueSignInLink).execute({ email: ADMIN });
    const token = link.ok ? new URL(link.value.url).searchParams.get('token') : null;
    admin = bearer((await http().post('/api/admin/verify-temp-token').send({ token }).expect(200)).body.sessionToken);
  });
  afterAll(() => app?.close());

  it('says how many of the public analytics figures are demo data, and marks the demo entries', () => {
    expect(demo).toMatchObject({ totalSearches: DEMO_SEARCH_COUNT + 1, demoSearches: DEMO_SEARCH_COUNT, totalApiKeys: 1, demoApiKeys: 1, totalUsers: 0 });
    // Every field of the specification's shape is still there.
    for (const field of ['compatibilityStats', 'deviceTypes', 'locationStats', 'apiUsageStats', 'popularDevices', 'recentActivity']) expect(demo).toHaveProperty(field);
    expect(demo.apiUsageStats).toEqual([expect.objectContaining({ apiKeyName: DEMO_API_KEY.name, demo: true, rateLimitViolations: 3 })]);
    expect(demo.apiUsageStats[0].requestsLastHour).toBeGreaterThan(0);
    expect(demo.recentActivity.filter((a) => a.demo)).not.toHaveLength(0);
    // The real check of a minute ago is the newest entry, and it is not marked.
    expect(demo.recentActivity[0]).toMatchObject({ details: 'Google Pixel 4 on T-Mobile: compatible', location: 'Austin, Texas, United States' });
    expect(demo.recentActivity[0]).not.toHaveProperty('demo');
    expect(demo.popularDevices.length).toBe(5);
    // A place or device with a real search is not demo data; one seen only in demo data is marked.
    type Entry = { searches: number; demo?: true };
    const austin = (demo.locationStats as Array<Entry & { city: string }>).find((p) => p.city === 'Austin');
    expect(austin).toBeDefined();
    expect(austin).not.toHaveProperty('demo');
    expect((demo.locationStats as Entry[]).filter((p) => p.demo)).not.toHaveLength(0);
    const pixel = (demo.popularDevices as Array<Entry & { model: string }>).find((d) => d.model === 'Pixel 4');
    if (pixel) expect(pixel).not.toHaveProperty('demo');
    expect((demo.popularDevices as Entry[]).filter((d) => d.demo)).not.toHaveLength(0);
    expect((demo.popularDevices as Entry[]).every((d) => d.demo === true || d === pixel)).toBe(true);
  });

  it('documents the demo count and marks in the OpenAPI document', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    const schemas = doc.components.schemas;
    expect(schemas.DemoAnalyticsDto.required).toEqual(expect.arrayContaining(['demoSearches', 'demoApiKeys', 'recentActivity', 'apiUsageStats']));
    expect(schemas.ActivityDto.properties.demo).toMatchObject({ type: 'boolean', enum: [true] });
    expect(schemas.StatsDto.required).toContain('demoSearches');
    expect(schemas.SearchRecordDto.properties.channel.enum).toContain('demo');
  });

  it('tells the admin dashboard how many searches are demo data, and shows each search\'s channel', async () => {
    expect((await http().get('/api/v1/stats').set(admin).expect(200)).body).toMatchObject({ totalSearches: DEMO_SEARCH_COUNT + 1, demoSearches: DEMO_SEARCH_COUNT });
    const recent = (await http().get('/api/v1/recent-searches?limit=10').set(admin).expect(200)).body.searches as Array<{ id: string; channel: string }>;
    expect(recent[0]).toMatchObject({ id: realSearchId, channel: 'web' });
    expect(recent.slice(1).every((s) => s.channel === 'demo')).toBe(true);
    expect((await http().get(`/api/v1/search/${recent[1].id}`).set(admin).expect(200)).body.channel).toBe('demo');
    // A developer's own figures hold none of it: nobody holds the demo key.
    const key = await createKey(app, 'dev');
    expect((await http().get('/api/v1/stats').set(bearer(key)).expect(200)).body).toMatchObject({ totalSearches: 0, demoSearches: 0 });
  });

  it('names the channel in both exports, so demo rows are recognisable', async () => {
    const json = JSON.parse((await http().get('/api/v1/export?format=json').set(admin).expect(200)).text) as Array<{ id: string; channel: string }>;
    expect(json.filter((s) => s.channel === 'demo')).toHaveLength(DEMO_SEARCH_COUNT);
    expect(json.find((s) => s.id === realSearchId)?.channel).toBe('web');
    const [header, ...lines] = (await http().get('/api/v1/export?format=csv').set(admin).expect(200)).text.trim().split('\r\n');
    expect(header.split(',').at(-1)).toBe('channel');
    expect(lines.filter((l) => l.endsWith(',demo'))).toHaveLength(DEMO_SEARCH_COUNT);
  });

  it('lists demo issue reports as similar only with their demo label, and keeps them out of coverage ratings', async () => {
    const key = await createKey(app, 'reporter');
    const issue = await http().post('/api/coverage/analyze-issue').set(bearer(key)).send({ ...AUSTIN, issue_description: 'Calls drop when I drive downtown', provider: 'T-Mobile' }).expect(200);
    const similar = issue.body.data.similar_reports as Array<{ description: string | null }>;
    expect(similar.length).toBeGreaterThan(0);
    for (const s of similar) expect(s.description).toMatch(new RegExp(`^${DEMO_REPORT_PREFIX.replace(/[()]/g, '\\$&')}`));
    // Two demo reports lie within 10 km of Austin; the rating counts only the real one just filed.
    const coverage = await http().post('/api/coverage/analyze').set(bearer(key)).send(AUSTIN).expect(200);
    expect(coverage.body.data.area.issue_reports).toBe(1);
  });

  it('removes exactly the demo data: the real search, key and report stay', async () => {
    const removed = await app.get(SeedDemoData).remove();
    expect(removed).toMatchObject({ searches: DEMO_SEARCH_COUNT, issueReports: 6, apiKeys: 1, rateLimitViolations: 3 });
    expect((await http().get('/api/v1/stats').set(admin).expect(200)).body).toMatchObject({ totalSearches: 1, demoSearches: 0 });
    const json = JSON.parse((await http().get('/api/v1/export?format=json').set(admin).expect(200)).text) as Array<{ id: string }>;
    expect(json.map((s) => s.id)).toEqual([realSearchId]);
    // The real report filed above is still found as similar; the demo ones are gone from the list too.
    // An operator's key is its own caller: the first report is someone else's to it.
    const key = await operatorKey(app, 'second reporter');
    const issue = await http().post('/api/coverage/analyze-issue').set(bearer(key)).send({ ...AUSTIN, issue_description: 'Calls drop downtown again', provider: 'T-Mobile' }).expect(200);
    expect(issue.body.data.similar_reports).toEqual([expect.objectContaining({ category: 'calls', description: null })]);
    const coverage = await http().post('/api/coverage/analyze').set(bearer(key)).send(AUSTIN).expect(200);
    expect(coverage.body.data.area.issue_reports).toBe(2);
    expect(await app.get(SeedDemoData).remove()).toMatchObject({ searches: 0, issueReports: 0, apiKeys: 0, apiRequests: 0, rateLimitViolations: 0 });
  });
});
