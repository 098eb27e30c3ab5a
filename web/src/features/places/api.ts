import type { PlaceSuggestion } from '../../../../core';
import { apiJson } from '../../lib/request';

/** One answer of GET /api/geo/places: the core's own shape. */
export type { PlaceSuggestion };

export const PLACE_QUERY_MIN = 2;

/** Places whose name starts with the text (offline gazetteer on the server). */
export function suggestPlaces(query: string, limit = 5, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({ query, limit: String(limit) });
  return apiJson<PlaceSuggestion[]>('GET', `/api/geo/places?${params.toString()}`, undefined, { signal });
}
