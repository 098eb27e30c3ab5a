import { hasValidCheckDigit } from '../imei/imei';
import { planDemoSet } from './demo-plan';
import { DEMO_DEVICES, DEMO_RECENT_SEARCHES, DEMO_SEARCH_COUNT, DEMO_SEED } from './demo-set';

const HOUR = 3_600_000;
const what = (plan: ReturnType<typeof planDemoSet>) => plan.checks.map((c) => `${c.imei}|${c.network}|${c.country}|${c.location}`).sort();

describe('the demo set plan', () => {
  it.each(['2026-11-25T06:30:00Z', '2026-03-01T23:59:00Z', '2026-07-15T00:05:00Z'])('at %s: the same set every run, inside the last 30 days', (iso) => {
    const now = new Date(iso);
    const plan = planDemoSet(now, DEMO_SEED);
    expect(planDemoSet(now, DEMO_SEED)).toEqual(plan);
    expect(plan.checks).toHaveLength(DEMO_SEARCH_COUNT);
    const firstDay = Date.parse(`${new Date(now.getTime() - 29 * 24 * HOUR).toISOString().slice(0, 10)}T00:00:00Z`);
    for (const c of plan.checks) {
      expect(c.at.getTime()).toBeGreaterThanOrEqual(firstDay);
      expect(c.at.getTime()).toBeLessThan(now.getTime());
      expect(hasValidCheckDigit(c.imei)).toBe(true);
    }
    // Only the recent few fall in the last hour, all through the demo key.
    const lastHour = plan.checks.filter((c) => c.at.getTime() > now.getTime() - HOUR);
    expect(lastHour).toHaveLength(DEMO_RECENT_SEARCHES);
    expect(lastHour.every((c) => c.viaDemoKey)).toBe(true);
    expect(plan.keyCreatedAt.getTime()).toBeLessThan(plan.checks[0].at.getTime());
  });

  it('checks the same IMEIs on the same carriers whenever it runs; only the times move with the clock', () => {
    expect(what(planDemoSet(new Date('2026-11-25T06:30:00Z'), DEMO_SEED))).toEqual(what(planDemoSet(new Date('2027-02-02T17:00:00Z'), DEMO_SEED)));
    expect(what(planDemoSet(new Date('2026-11-25T06:30:00Z'), DEMO_SEED + 1))).not.toEqual(what(planDemoSet(new Date('2026-11-25T06:30:00Z'), DEMO_SEED)));
  });

  it('uses every listed device, and carriers of the place\'s country', () => {
    const plan = planDemoSet(new Date('2026-11-25T06:30:00Z'), DEMO_SEED);
    expect(new Set(plan.checks.map((c) => c.imei.slice(0, 8)))).toEqual(new Set(DEMO_DEVICES.map((d) => d.tac)));
    expect(plan.checks.filter((c) => c.location === 'Toronto, ON').every((c) => ['Rogers', 'Bell'].includes(c.network))).toBe(true);
    expect(plan.reports).toHaveLength(6);
    expect(plan.violations).toHaveLength(3);
  });
});
