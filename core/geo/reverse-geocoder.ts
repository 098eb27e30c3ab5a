import type { Position } from '../coverage/geo';

/** A place as a reverse geocoder names it; each part null when nothing is known there (open sea). */
export interface ReversePlace {
  /** The city the point is in or near (a neighbourhood's city, not the neighbourhood). */
  city: string | null;
  /** The nearest named place: the neighbourhood in a city, else the town or village. */
  locality: string | null;
  /** The country, spelled as the carrier directory spells it. */
  countryName: string | null;
}

/**
 * Turns coordinates into a place without a third-party service (the product this replaces sent
 * every visitor's position to one): adapters answer from packaged gazetteer and border data.
 */
export interface ReverseGeocoder {
  reverse(position: Position): Promise<ReversePlace>;
}
