import type { MikroORM } from '@mikro-orm/core';
import type { Carrier, CarrierDirectory, Clock } from '../../core';
import { CarrierRecord } from './entities/carrier-record.entity';

/** Carriers stored in the database (seeded from the curated catalog) and served from memory. */
export class MikroCarrierDirectory implements CarrierDirectory {
  private byCountry = new Map<string, Carrier[]>();
  private byName = new Map<string, Carrier>();

  constructor(private readonly orm: MikroORM, private readonly clock: Clock) {}

  async listByCountry(country: string): Promise<Carrier[]> {
    return this.byCountry.get(country.toLowerCase()) ?? [];
  }

  async findByName(name: string): Promise<Carrier | null> {
    return this.byName.get(name.trim().toLowerCase()) ?? null;
  }

  /** Writes the curated records (insert or update) and loads the table into memory. */
  async seed(curated: Carrier[]): Promise<void> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    if (curated.length) {
      await em.upsertMany(
        CarrierRecord,
        curated.map((c, rank) => ({ id: c.id, name: c.name, country: c.country, record: JSON.stringify({ ...c, rank }), updatedAt: now })),
      );
    }
    await this.reload();
  }

  async reload(): Promise<void> {
    const rows = await this.orm.em.fork().find(CarrierRecord, {});
    // Curated order (largest carriers first) is kept in the record's rank.
    const carriers = rows
      .map((row) => JSON.parse(row.record) as Carrier & { rank?: number })
      .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9));
    const byCountry = new Map<string, Carrier[]>();
    const byName = new Map<string, Carrier>();
    for (const { rank: _rank, ...carrier } of carriers) {
      const key = carrier.country.toLowerCase();
      byCountry.set(key, [...(byCountry.get(key) ?? []), carrier]);
      byName.set(carrier.name.toLowerCase(), carrier);
      byName.set(carrier.id.toLowerCase(), carrier);
    }
    this.byCountry = byCountry;
    this.byName = byName;
  }
}
