import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX, type ApiKeyRecord } from '../access/api-key';
import type { ApiKeyStore, SecretHasher } from '../access/api-key-store';
import type { CheckDevice } from '../checks/check-device';
import type { SearchLog } from '../checks/search-log';
import { classifyIssue } from '../issues/classify-issue';
import type { IssueReportStore } from '../issues/issue-report';
import type { Clock, RandomSource } from '../shared/clock';
import type { ApiUsageCounter, DemoCounts, DemoDataStore, ViolationRecorder } from './demo-data-store';
import { planDemoSet, type DemoPlan, type PlannedCheck } from './demo-plan';
import { DEMO_API_KEY, DEMO_REPORT_PREFIX, DEMO_SEED } from './demo-set';

export interface SeedDemoDataDeps {
  /** The real check: demo searches carry its answers (device, verdict, capabilities), not invented ones. */
  check: CheckDevice;
  /** The product's search log; demo rows are stamped with their planned time on the way in. */
  searches: SearchLog;
  reports: IssueReportStore;
  keys: ApiKeyStore;
  usage: ApiUsageCounter;
  violations: ViolationRecorder;
  store: DemoDataStore;
  hasher: SecretHasher;
  random: RandomSource;
  clock: Clock;
}

export interface DemoSeedSummary {
  /** The demo set a previous run left, deleted first: running the command again replaces, never doubles. */
  replaced: DemoCounts;
  created: DemoCounts;
  /** How the demo checks were answered. */
  checks: { identified: number; notInDatabase: number; otherwise: number };
}

/** Checks run at once: enough for the search log to write them in shared batches. */
const CONCURRENT_CHECKS = 25;
const KEY_TTL_MS = 365 * 86_400_000;

/**
 * `bandwise seed --demo`: a realistic, clearly marked sample so a fresh install can show its
 * analytics. Searches are real checks on the 'demo' channel, reports are flagged demo, and the
 * API usage belongs to a demo key nobody holds. Checks name no caller, so demo searches teach
 * the community TAC list nothing.
 */
export class SeedDemoData {
  constructor(private readonly deps: SeedDemoDataDeps) {}

  async execute(): Promise<DemoSeedSummary> {
    const replaced = await this.deps.store.remove();
    const now = this.deps.clock.now();
    const plan = planDemoSet(now, DEMO_SEED);
    await this.deps.keys.create(this.demoKey(plan), [], now);
    const checks = { identified: 0, notInDatabase: 0, otherwise: 0 };
    for (let i = 0; i < plan.checks.length; i += CONCURRENT_CHECKS) {
      const answers = await Promise.all(plan.checks.slice(i, i + CONCURRENT_CHECKS).map((c) => this.runCheck(c)));
      for (const code of answers) {
        if (code === null) checks.identified++;
        else if (code === 'DEVICE_UNKNOWN') checks.notInDatabase++;
        else checks.otherwise++;
      }
    }
    for (const at of plan.violations) await this.deps.violations.record({ apiKeyId: DEMO_API_KEY.id, client: 'demo', path: '/api/v1/check', at });
    await this.fileReports(plan);
    await this.deps.usage.flush();
    return { replaced, created: await this.deps.store.counts(), checks };
  }

  /** Deletes exactly the demo data; returns what it deleted. */
  remove(): Promise<DemoCounts> {
    return this.deps.store.remove();
  }

  /** Runs one planned check at its planned time; returns its error code, null when answered. */
  private async runCheck(c: PlannedCheck): Promise<string | null> {
    let recorded = false;
    const stamped: SearchLog = {
      record: (entry) => {
        recorded = true;
        return this.deps.searches.record({ ...entry, searchedAt: c.at });
      },
    };
    const apiKeyId = c.viaDemoKey ? DEMO_API_KEY.id : null;
    const result = await this.deps.check.withSearchLog(stamped).execute({
      imei: c.imei, network: c.network, country: c.country, location: c.location, channel: 'demo', apiKeyId,
    });
    // A request the key made is one request in its usage, whatever the answer (as for real requests).
    if (recorded && apiKeyId) this.deps.usage.count(apiKeyId, c.at.getTime());
    return result.ok ? null : result.error.code;
  }

  /** The demo key: a random secret that is never shown, so the key cannot be used; it expires as any key does, a year after it was made. */
  private demoKey(plan: DemoPlan): ApiKeyRecord {
    const secret = API_KEY_PREFIX + this.deps.random.token(32);
    return {
      id: DEMO_API_KEY.id, keyHash: this.deps.hasher.hash(secret), displayPrefix: secret.slice(0, API_KEY_DISPLAY_LENGTH),
      email: DEMO_API_KEY.email, name: DEMO_API_KEY.name, tier: 'free', createdAt: plan.keyCreatedAt, revokedAt: null,
      expiresAt: new Date(plan.keyCreatedAt.getTime() + KEY_TTL_MS), createdFrom: null,
    };
  }

  /** Files the demo reports on the carrier the check would pick there, classified by the same rules as real ones. */
  private async fileReports(plan: DemoPlan): Promise<void> {
    for (const r of plan.reports) {
      const carrier = await this.deps.check.carrierFor({ network: r.network, country: r.country });
      await this.deps.reports.save({
        position: r.position,
        provider: r.network,
        providerKey: carrier.ok ? carrier.value.id : null,
        category: classifyIssue(r.text).category,
        description: DEMO_REPORT_PREFIX + r.text,
        device: r.device,
        reportedAt: r.at,
        reporter: null,
        // Published: the words are made up, and showing them is what labels the report as demo where it is listed.
        published: true,
        demo: true,
      });
    }
  }
}
