import { z } from 'zod';
import type { BroadbandDirectory, BroadbandProvider } from '../../core';
import { sourceSchema } from './catalog-schema';
import { loadRecords } from './load-catalog';

/** One curated broadband provider: only facts its source states, with the source's date. */
export const broadbandRecordSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  name: z.string().min(1),
  country: z.string().min(2),
  technologies: z.array(z.enum(['cable', 'fibre', 'DSL', 'fixed wireless', 'satellite'])).min(1),
  source: sourceSchema,
});

/** The curated broadband providers shipped with Bandwise (adapters/catalog/broadband/*.json). */
export function loadBroadbandCatalog(): BroadbandProvider[] {
  return loadRecords('broadband', broadbandRecordSchema);
}

/** The curated list in memory: small, fixed at build time. */
export class CatalogBroadbandDirectory implements BroadbandDirectory {
  constructor(private readonly providers: BroadbandProvider[] = loadBroadbandCatalog()) {}

  async listByCountry(country: string): Promise<BroadbandProvider[]> {
    return this.providers.filter((p) => p.country.toLowerCase() === country.toLowerCase());
  }

  async findByName(name: string): Promise<BroadbandProvider | null> {
    const n = name.trim().toLowerCase();
    return this.providers.find((p) => p.name.toLowerCase() === n || p.id === n) ?? null;
  }
}
