import type { Carrier } from '../carriers/carrier';
import type { CarrierDirectory } from '../carriers/carrier-directory';
import type { Blacklist, BlacklistEntry } from '../checks/blacklist';
import type { SearchLog, SearchRecord } from '../checks/search-log';
import type { DeviceModel, TacRecord } from '../devices/device';
import type { DeviceRegistry } from '../devices/device-registry';

/** In-memory fakes of the core's ports for unit tests; the contract suites keep them honest. */
export class FakeDeviceRegistry implements DeviceRegistry {
  constructor(private readonly tacs: TacRecord[] = [], private readonly models: DeviceModel[] = []) {}
  async findByTac(tac: string) { return this.tacs.find((t) => t.tac === tac) ?? null; }
  async findModel(id: string) { return this.models.find((m) => m.id === id) ?? null; }
}

export class FakeCarrierDirectory implements CarrierDirectory {
  constructor(private readonly carriers: Carrier[]) {}
  async listByCountry(country: string) { return this.carriers.filter((c) => c.country === country); }
  async findByName(name: string) {
    const n = name.toLowerCase();
    return this.carriers.find((c) => c.name.toLowerCase() === n || c.id === n) ?? null;
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
