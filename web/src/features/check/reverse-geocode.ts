import { apiJson } from '../../lib/request';
import type { Coordinates } from '../../store/location.slice';

/** Answer of GET /api/geo/reverse: the server's offline gazetteer, never a third-party service. */
export interface ReversePlace {
  city: string | null;
  locality: string | null;
  countryName: string | null;
}

/** City, region and country at the browser's coordinates. */
export function reverseGeocode({ lat, lng }: Coordinates): Promise<ReversePlace> {
  const query = new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6) });
  return apiJson<ReversePlace>('GET', `/api/geo/reverse?${query.toString()}`);
}

/** "Vilnius, Lithuania" from a place, or null when nothing is known there. */
export function placeLabel(place: ReversePlace | null): string | null {
  if (!place) return null;
  const parts = [place.city, place.countryName].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}
