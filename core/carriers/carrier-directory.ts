import type { Carrier, RetiredNetwork } from './carrier';

/** Carriers by country and by the name a visitor picked. Loaded once and kept in memory by adapters. */
export interface CarrierDirectory {
  /** Changes whenever the directory's carriers change: an answer read at one revision holds until the next. */
  readonly revision: number;
  listByCountry(country: string): Promise<Carrier[]>;
  /**
   * Case-insensitive lookup by name or id; null when no carrier has that name. Names repeat
   * across countries ("Vodafone", "Orange"), so a carrier of `country` wins when one is given;
   * otherwise curated carriers win over derived ones.
   */
  findByName(name: string, country?: string): Promise<Carrier | null>;
  /** Every carrier with that name or id, one per country, curated first; empty when none. */
  findAllByName(name: string): Promise<Carrier[]>;
  /** Up to three carriers whose names are spelled close to `name` (of `country` when given), closest first. */
  similarNames(name: string, country?: string): Promise<Carrier[]>;
  /** The closed or merged network of that name (in `country` when given), for a refusal that says what became of it; null when none. */
  findRetired(name: string, country?: string): Promise<RetiredNetwork | null>;
  /**
   * The directory's own name for a country written another way ("USA", "Viet Nam"); null when it
   * knows none. With `codes`, for text that can only be a country, a two-letter code ("DE", "UK")
   * counts too; in free location text it would be a region ("Austin, TX").
   */
  canonicalCountry(name: string, options?: { codes?: boolean }): Promise<string | null>;
}
