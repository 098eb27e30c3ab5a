import type { Carrier } from './carrier';

/** Carriers by country and by the name a visitor picked. Loaded once and kept in memory by adapters. */
export interface CarrierDirectory {
  listByCountry(country: string): Promise<Carrier[]>;
  /** Case-insensitive lookup by name or id; null when no carrier has that name. */
  findByName(name: string): Promise<Carrier | null>;
}
