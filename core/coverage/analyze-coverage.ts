import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import type { Clock } from '../shared/clock';
import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { CoverageAnalysis } from './coverage-analysis';
import { FORMULA } from './coverage-formula';
import type { EvidenceGeneration } from './evidence-generation';
import type { AnswerCache, BroadbandDirectory, BroadbandProvider, CountryLocator, PlaceNamer } from './coverage-ports';
import { towerTotal, type CoverageEvidence, type EvidenceNear } from './evidence';
import { validatePosition, type Position } from './geo';
import { findLocalProvider, localProviders, type LocalProviders } from './local-provider';
import { providerCoverage } from './provider-summary';

export interface AnalyzeCoverageInput {
  lat: unknown;
  lng: unknown;
  address?: string;
  /** One provider (mobile or broadband) by name; all of the country's when absent. */
  provider?: string;
  radiusKm?: number;
}

export interface AnalyzeCoverageDeps {
  evidence: CoverageEvidence;
  carriers: CarrierDirectory;
  broadband: BroadbandDirectory;
  countries: CountryLocator;
  places?: PlaceNamer;
  cache: AnswerCache;
  clock: Clock;
  /** Changes when evidence is written; cached answers made before it are not served. */
  generation?: EvidenceGeneration;
}

/** A provider as scored: its display name, the keys its reports carry and its tower network. */
interface Scored {
  name: string;
  keys: string[];
  network: string | null;
}

/** The providers to rate, and the cache key part naming them ('*' for all of the country's). */
interface Chosen {
  mobile: Scored[];
  broadband: Scored[];
  only: string;
}

export const COVERAGE_CACHE_SECONDS = 30 * 60;
const DAY_MS = 86_400_000;

const mobile = (c: Carrier): Scored => ({ name: c.name, keys: [c.id, ...(c.hostNetwork ? [c.hostNetwork] : [])], network: c.hostNetwork ?? c.id });
const fixed = (b: BroadbandProvider): Scored => ({ name: b.name, keys: [b.id], network: null });

/**
 * Rates the mobile and broadband providers of the location's country from stored evidence (issue
 * 5); a provider asked for must be one of that country's, its name read as the check reads it there.
 * Answers are cached for 30 minutes per rounded position, radius and provider.
 */
export class AnalyzeCoverage {
  constructor(private readonly deps: AnalyzeCoverageDeps) {}

  async execute(input: AnalyzeCoverageInput): Promise<Result<{ analysis: CoverageAnalysis; cached: boolean }>> {
    const position = validatePosition(input.lat, input.lng);
    if (!position.ok) return position;
    const radiusKm = input.radiusKm ?? FORMULA.radiusKm;
    if (!Number.isFinite(radiusKm) || radiusKm < 1 || radiusKm > 50) {
      return fail(domainError('INPUT_INVALID', `radius_km must be between 1 and 50; got ${input.radiusKm}.`));
    }
    const center = position.value;
    const country = this.deps.countries.countryAt(center);
    const chosen = await this.chosen(input.provider?.trim(), center, await localProviders(country?.name ?? null, this.deps));
    if (!chosen.ok) return chosen;
    const [address, generation] = await Promise.all([input.address?.trim() || this.describe(center), this.deps.generation?.current() ?? '0']);
    const key = `coverage:v1:${generation}:${center.lat.toFixed(3)},${center.lng.toFixed(3)}:${radiusKm}:${chosen.value.only}`;
    const hit = await this.deps.cache.get(key);
    if (hit) {
      const analysis = JSON.parse(hit) as CoverageAnalysis;
      return ok({ analysis: { ...analysis, location: { lat: center.lat, lng: center.lng, address } }, cached: true });
    }
    const now = this.deps.clock.now();
    const since = new Date(now.getTime() - FORMULA.windowDays * DAY_MS);
    const evidence = await this.deps.evidence.near({ center, radiusKm, since });
    const rate = (list: Scored[]) => list.map((p) => providerCoverage(p.name, forProvider(evidence, p), radiusKm, FORMULA.windowDays, now));
    const analysis: CoverageAnalysis = {
      location: { lat: center.lat, lng: center.lng, address },
      country: country?.name ?? null,
      radius_km: radiusKm,
      data_period: `last ${FORMULA.windowDays} days (${since.toISOString().slice(0, 10)} to ${now.toISOString().slice(0, 10)})`,
      analysis_timestamp: now.toISOString(),
      mobile_providers: rate(chosen.value.mobile),
      broadband_providers: rate(chosen.value.broadband),
      area: {
        towers: towerTotal(evidence.towers),
        outage_reports: evidence.outages.length,
        issue_reports: evidence.issues.length,
        recent_issues: evidence.issues.length + evidence.outages.reduce((sum, o) => sum + o.count, 0),
      },
    };
    await this.deps.cache.set(key, JSON.stringify(analysis), COVERAGE_CACHE_SECONDS);
    return ok({ analysis, cached: false });
  }

  /**
   * Every provider of the country, or the one asked for as the check resolves its name there; `only`
   * keys the cache by the provider found, so "Verizon Wireless" and "Verizon" share an answer.
   */
  private async chosen(asked: string | undefined, at: Position, here: LocalProviders): Promise<Result<Chosen>> {
    if (!asked) return ok({ mobile: here.mobile.map(mobile), broadband: here.broadband.map(fixed), only: '*' });
    const one = await findLocalProvider(asked, at, here, this.deps);
    if (!one.ok) return one;
    return ok(
      one.value.kind === 'mobile'
        ? { mobile: [mobile(one.value.carrier)], broadband: [], only: `mobile:${one.value.carrier.id}` }
        : { mobile: [], broadband: [fixed(one.value.isp)], only: `broadband:${one.value.isp.id}` },
    );
  }

  private async describe(center: Position): Promise<string> {
    const place = await this.deps.places?.nearestPlace(center).catch(() => null);
    return place ? `near ${place}` : `${center.lat.toFixed(4)}, ${center.lng.toFixed(4)}`;
  }
}

function forProvider(e: EvidenceNear, p: Scored) {
  return {
    towers: p.network ? e.towers.filter((t) => t.network === p.network) : [],
    outages: e.outages.filter((o) => p.keys.includes(o.providerKey)),
    issues: e.issues.filter((i) => i.providerKey !== null && p.keys.includes(i.providerKey)),
  };
}
