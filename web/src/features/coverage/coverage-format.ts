import type { BadgeTone } from '../../components/ui/badge';

/** Map analysis radii in km (specification section 9); 50 is labelled Country. */
export const RADII = [5, 10, 20, 50] as const;
export const DEFAULT_RADIUS = 10;
export const radiusLabel = (km: number) => (km === 50 ? '50 km (Country)' : `${km} km`);

/** Map zoom by radius (specification section 9): 12 at 5 km or less, 11 up to 10, 10 up to 20, else 9. */
export const zoomForRadius = (km: number): number => (km <= 5 ? 12 : km <= 10 ? 11 : km <= 20 ? 10 : 9);

/** A typed coordinate as a number, or null when it is not one. */
export function parseCoordinate(text: string): number | null {
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** Analysis runs only with numeric, in-range coordinates that are not both zero (section 4). */
export function validCoordinates(latText: string, lngText: string): { lat: number; lng: number } | null {
  const lat = parseCoordinate(latText);
  const lng = parseCoordinate(lngText);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

/** Score colours (section 9): 80 or more green, 60 or more yellow, else red; grey without a score. */
export function scoreTone(score: number | null): BadgeTone {
  if (score === null) return 'neutral';
  return score >= 80 ? 'success' : score >= 60 ? 'warning' : 'danger';
}

export type IssueStatus = 'excellent' | 'minor' | 'many';

/** Issue status badge (section 9): 0 excellent, 1 to 5 minor, above 5 many. */
export function issueStatus(count: number): { status: IssueStatus; tone: BadgeTone } {
  if (count === 0) return { status: 'excellent', tone: 'success' };
  return count <= 5 ? { status: 'minor', tone: 'warning' } : { status: 'many', tone: 'danger' };
}

/** The coverage maps page for a place (section 2: lat, lng, address query parameters). */
export function coverageMapsHref(lat: number | null, lng: number | null, address?: string | null): string {
  const params = new URLSearchParams(lat !== null && lng !== null ? { lat: String(lat), lng: String(lng) } : {});
  if (address) params.set('address', address);
  const query = params.toString();
  return query ? `/coverage-maps?${query}` : '/coverage-maps';
}

/** The place on OpenStreetMap, opened in a new tab. */
export const osmHref = (lat: number, lng: number, zoom: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
