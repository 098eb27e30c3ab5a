import type { Carrier, RetiredNetwork } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import type { Blacklist, BlacklistEntry } from '../checks/blacklist';
import type { SearchLog, SearchRecord } from '../checks/search-log';
import type { DeviceModel, TacRecord } from '../devices/device';
import type { DeviceRegistry, TacNameMatch } from '../devices/device-registry';
import { ModelNumberIndex } from '../devices/model-numbers';
import { GenerationIndex, type GenerationRecord } from '../devices/radio-generations';
import type { TacObservation, TacObservations, TacTally } from '../devices/community-tacs';

/** In-memory fakes of the core's ports for unit tests; the contract suites keep them honest. */
export class FakeDeviceRegistry implements DeviceRegistry {
  constructor(private readonly tacs: TacRecord[] = [], private readonly models: DeviceModel[] = [], private readonly generations: GenerationRecord[] = []) {}
  async findGenerations(make: string, names: string[]) { return new GenerationIndex(this.generations).find(make, names); }
  async findByTac(tac: string) { return this.tacs.find((t) => t.tac === tac) ?? null; }
  async findModel(id: string) { return this.models.find((m) => m.id === id) ?? null; }
  async listModels() { return [...this.models]; }
  async modelNumberIndex() { return new ModelNumberIndex(this.models); }
  async tacCount(id: string) { return this.tacs.filter((t) => t.modelId === id).length; }
  async searchTacNames(query: string, limit: number): Promise<TacNameMatch[]> {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return this.tacs
      .filter((t) => words.every((w) => `${t.make} ${t.model}`.toLowerCase().includes(w)))
      .slice(0, limit)
      .map((t) => ({ make: t.make, model: t.model, origin: t.origin, modelId: t.modelId ?? null }));
  }
}

export class FakeCarrierDirectory implements CarrierDirectory {
  readonly revision: number = 0;
  constructor(
    private readonly carriers: Carrier[],
    private readonly retired: RetiredNetwork[] = [],
  ) {}
  async findRetired(name: string, country?: string) {
    return this.retired.find((r) => r.name.toLowerCase() === name.toLowerCase() && (!country || r.country === country)) ?? null;
  }
  async listByCountry(country: string) { return this.carriers.filter((c) => c.country === country); }
  async findByName(name: string, country?: string) {
    const n = name.toLowerCase();
    const named = this.carriers.filter((c) => c.name.toLowerCase() === n || c.id === n);
    return named.find((c) => c.country === country) ?? named.find((c) => c.confidence === 'curated') ?? named[0] ?? null;
  }
  async findAllByName(name: string) {
    const n = name.toLowerCase();
    const named = this.carriers.filter((c) => c.name.toLowerCase() === n || c.id === n);
    return [...named.filter((c) => c.confidence === 'curated'), ...named.filter((c) => c.confidence !== 'curated')];
  }
  async similarNames(name: string, country?: string) {
    const n = name.toLowerCase();
    return this.carriers.filter((c) => (!country || c.country === country) && c.name.toLowerCase().startsWith(n.slice(0, 3))).slice(0, 3);
  }
  async canonicalCountry(name: string, _options?: { codes?: boolean }) {
    const n = name.trim().toLowerCase();
    return this.carriers.find((c) => c.country.toLowerCase() === n)?.country ?? null;
  }
}

export class FakeBlacklist implements Blacklist {
  readonly entries = new Map<string, BlacklistEntry>();
  async find(digits: string) { return this.entries.get(digits) ?? null; }
}

export class FakeSearchLog implements SearchLog {
  readonly records: SearchRecord[] = [];
  async record(entry: SearchRecord) { this.records.push(entry); }
}

export class FakeTacObservations implements TacObservations {
  readonly byCaller = new Map<string, TacObservation & { at: Date }>();
  readonly decisions = new Map<string, TacTally['decision']>();
  /** When the next observation is made; tests move it on. */
  now = new Date('2026-11-23T10:00:00Z');
  async record(o: TacObservation) { this.byCaller.set(`${o.tac}|${o.caller}`, { ...o, at: this.now }); }
  async tally(tac: string): Promise<TacTally | null> {
    const byModel = new Map<string, Array<TacObservation & { at: Date }>>();
    for (const o of this.byCaller.values()) if (o.tac === tac) byModel.set(o.deviceId, [...(byModel.get(o.deviceId) ?? []), o]);
    const decision = this.decisions.get(tac) ?? null;
    if (byModel.size === 0 && !decision) return null;
    const times = (os: Array<{ at: Date }>) => os.map((o) => o.at.getTime());
    const votes = [...byModel].map(([deviceId, os]) => ({
      deviceId,
      callers: new Set(os.map((o) => o.imei)).size,
      firstAt: new Date(Math.min(...times(os))),
      lastAt: new Date(Math.max(...times(os))),
    }));
    return { tac, votes, decision };
  }
}
