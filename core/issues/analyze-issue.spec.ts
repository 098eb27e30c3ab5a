import { fixedClock } from '../shared/clock';
import { aCarrier } from '../testing/builders';
import { fakeCountries, FakeBroadbandDirectory, FakeReports } from '../testing/coverage-fakes';
import { FakeCarrierDirectory } from '../testing/fakes';
import { AnalyzeIssue } from './analyze-issue';
import type { IssueAdvisor } from './issue-advisor';

const HERE = { lat: 40.7505, lng: -73.9934 };
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

function setup(advisor: IssueAdvisor | null = null) {
  const reports = new FakeReports();
  const use = new AnalyzeIssue({
    reports, index: reports, clock: fixedClock('2026-11-21T12:00:00Z'), advisor, countries: fakeCountries,
    carriers: new FakeCarrierDirectory([aCarrier({ id: 'tmobile', name: 'T-Mobile' }), aCarrier({ id: 'rogers', name: 'Rogers', country: 'Canada' })]),
    broadband: new FakeBroadbandDirectory(),
  });
  return { reports, use };
}

describe('AnalyzeIssue', () => {
  it('classifies, stores with the device and provider id, and finds the matching earlier report only', async () => {
    const { reports, use } = setup();
    await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: 'Calls keep dropping after one minute near Penn Station', userAgent: PIXEL, provider: 't-mobile' });
    await use.execute({ lat: HERE.lat + 0.01, lng: HERE.lng, issueDescription: 'Text messages arrive hours late' });
    const r = await use.execute({ lat: HERE.lat + 0.02, lng: HERE.lng, issueDescription: 'My calls dropping every minute', userAgent: PIXEL });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.issue_classification).toBe('calls');
    // Another reporter's report: category, age and distance band only (its text was not published).
    expect(r.value.similar_reports).toEqual([{ category: 'calls', age: 'today', distance_band: '1-5 km', description: null }]);
    expect(r.value.similar_issues_summary).toBe('1 similar report in the last 90 days within 100 km, mostly about calls; the closest is 1-5 km away.');
    expect(r.value.analyzed_by).toBe('rules');
    expect(reports.saved[0]).toMatchObject({ providerKey: 'tmobile', provider: 't-mobile', category: 'calls', device: { make: 'Google', model: 'Pixel 7' } });
    expect(reports.saved).toHaveLength(3);
  });

  it("lists no reporter's own earlier report among the similar ones: a report filed again is no one else's problem", async () => {
    const { use } = setup();
    const text = 'Calls keep dropping after one minute near Penn Station';
    await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: text, reporter: 'me' });
    const again = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: text, reporter: 'me' });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.similar_reports).toEqual([]);
    const other = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: text, reporter: 'someone else' });
    if (!other.ok) throw new Error(other.error.message);
    expect(other.value.similar_reports).toHaveLength(2);
  });

  it('refuses an empty description and bad coordinates', async () => {
    const { use, reports } = setup();
    const empty = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: '   ' });
    expect(!empty.ok && empty.error.message).toMatch(/issue_description must not be empty/);
    const control = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: '\u0000\u0000\u0007' });
    expect(!control.ok && control.error.message).toMatch(/issue_description must not be empty/);
    const zero = await use.execute({ lat: 0, lng: 0, issueDescription: 'no signal' });
    expect(!zero.ok && zero.error.code).toBe('INPUT_INVALID');
    expect(reports.saved).toHaveLength(0);
  });

  it('refuses a provider no catalog knows, listing the providers of the report\'s country, and stores nothing', async () => {
    const { use, reports } = setup();
    const unknown = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: 'no signal', provider: 'Nope' });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'CARRIER_UNKNOWN', message: 'Unknown provider "Nope". Providers here: T-Mobile.' });
    expect(reports.saved).toHaveLength(0);
  });

  it('keeps a visitor\'s carrier of another country under its catalog id', async () => {
    const { use, reports } = setup();
    const roaming = await use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: 'no signal', provider: 'Rogers' });
    expect(roaming.ok).toBe(true);
    expect(reports.saved[0]).toMatchObject({ provider: 'Rogers', providerKey: 'rogers' });
  });

  it('takes a language model\'s refinement, and keeps the rules when it fails', async () => {
    const refined = setup({ advise: async () => ({ classification: 'device', recommendations: ['Update the phone.'] }) });
    const a = await refined.use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: 'calls drop since the update' });
    expect(a.ok && a.value).toMatchObject({ issue_classification: 'device', recommendations: ['Update the phone.'], analyzed_by: 'rules+language-model' });
    const broken = setup({ advise: async () => { throw new Error('model down'); } });
    const b = await broken.use.execute({ lat: HERE.lat, lng: HERE.lng, issueDescription: 'calls drop' });
    expect(b.ok && b.value).toMatchObject({ issue_classification: 'calls', analyzed_by: 'rules' });
  });
});
