import type { SourceRef } from '../devices/device';
import type { Position } from './geo';

/** The country at a position, found offline; `name` matches the carrier catalog's country names. */
export interface CountryLocator {
  countryAt(position: Position): { code: string; name: string } | null;
}

/** A fixed-line or fixed-wireless internet provider of a curated list. */
export interface BroadbandProvider {
  id: string;
  name: string;
  country: string;
  technologies: string[];
  source: SourceRef;
}

/** The curated broadband providers per country. */
export interface BroadbandDirectory {
  listByCountry(country: string): Promise<BroadbandProvider[]>;
  findByName(name: string): Promise<BroadbandProvider | null>;
}

/** Names the nearest known place, for answers asked by coordinates alone (CLI, MCP). */
export interface PlaceNamer {
  nearestPlace(position: Position): Promise<string | null>;
}

/**
 * A small shared cache of serialised answers with a time to live. In one process a memory map is
 * enough; with several instances it must be shared (Redis), so that instances agree.
 */
export interface AnswerCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}
