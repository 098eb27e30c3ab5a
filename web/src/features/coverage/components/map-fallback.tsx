import { osmHref, zoomForRadius } from '../coverage-format';

export interface MapFallbackProps {
  lat: number;
  lng: number;
  radiusKm: number;
  issueCount: number;
}

/**
 * Shown when the map library does not load (section 8): a note and a static picture of the area
 * (the radius and the issue circles) that opens the place on OpenStreetMap in a new tab.
 */
export function MapFallback({ lat, lng, radiusKm, issueCount }: MapFallbackProps) {
  const size = Math.min(1, issueCount / 10);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="map-fallback">
      <p>The interactive map is not available: the map library failed to load. The picture below shows the analysed area.</p>
      <a href={osmHref(lat, lng, zoomForRadius(radiusKm))} target="_blank" rel="noopener noreferrer" className="block w-fit">
        <svg viewBox="0 0 200 200" className="h-48 w-48 rounded-lg bg-white" role="img" aria-label={`Area within ${radiusKm} km of ${lat.toFixed(4)}, ${lng.toFixed(4)}: open in OpenStreetMap`}>
          <circle cx="100" cy="100" r="90" fill="none" stroke="#4f46e5" strokeWidth="2" />
          {issueCount > 0 ? [1, 0.7, 0.4].map((s) => <circle key={s} cx="100" cy="100" r={90 * size * s} fill="#dc2626" fillOpacity="0.12" stroke="#dc2626" />) : null}
          <circle cx="100" cy="100" r="4" fill="#312e81" />
          <text x="100" y="196" textAnchor="middle" fontSize="11" fill="#334155">
            {radiusKm} km, {issueCount} recent issues
          </text>
        </svg>
        <span className="mt-1 block text-indigo-700 underline">Open this area on OpenStreetMap (new tab)</span>
      </a>
    </div>
  );
}
