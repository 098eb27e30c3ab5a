import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { zoomForRadius } from '../coverage-format';
import { worldOutlines } from './world-outlines';

export interface CoverageMapProps {
  lat: number;
  lng: number;
  radiusKm: number;
  /** Recent issues in the area (sum over providers); sizes the issue circles. */
  issueCount: number;
}

/** A tile server only when the build configures one; otherwise the packaged outlines alone. */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL as string | undefined;
const TILE_ATTRIBUTION = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';
const ISSUE_SCALE = 10;
/** Sea behind the land outlines (inline, so Leaflet's own grey background does not win). */
const SEA = '#dbeafe';
const ISSUE_COLOR = (n: number) => (n === 0 ? '#059669' : n <= 5 ? '#d97706' : '#dc2626');

/**
 * The offline coverage map (Leaflet): country outlines, the analysis radius, and issue circles at
 * 40%, 70% and 100% of a size that grows with the issue count. Zoom follows the radius.
 */
export default function CoverageMap({ lat, lng, radiusKm, issueCount }: CoverageMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const map = L.map(container.current!, { worldCopyJump: true, attributionControl: Boolean(TILE_URL) }).setView([lat, lng], zoomForRadius(radiusKm));
    if (TILE_URL) L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 18 }).addTo(map);
    let live = true;
    void worldOutlines()
      .then((countries) => {
        if (!live) return;
        L.geoJSON(countries, { interactive: false, style: { color: '#94a3b8', weight: 1, fillColor: '#f8fafc', fillOpacity: TILE_URL ? 0 : 1 } })
          .addTo(map)
          .bringToBack();
      })
      .catch(() => undefined);
    const meters = radiusKm * 1000;
    L.circle([lat, lng], { radius: meters, color: '#4f46e5', weight: 2, fill: false, className: 'coverage-radius' })
      .bindTooltip(`Analysis radius: ${radiusKm} km`)
      .addTo(map);
    if (issueCount > 0) {
      const size = meters * Math.min(1, issueCount / ISSUE_SCALE);
      for (const share of [1, 0.7, 0.4]) {
        L.circle([lat, lng], { radius: size * share, color: ISSUE_COLOR(issueCount), weight: 1, fillOpacity: 0.12, className: 'coverage-issues' })
          .bindTooltip(`${issueCount} recent issues reported within ${radiusKm} km (last 30 days)`)
          .addTo(map);
      }
    }
    L.circleMarker([lat, lng], { radius: 5, color: '#312e81', fillColor: '#4f46e5', fillOpacity: 1 }).addTo(map);
    return () => {
      live = false;
      map.remove();
    };
  }, [lat, lng, radiusKm, issueCount]);

  return (
    <div
      ref={container}
      data-testid="coverage-map"
      role="img"
      aria-label={`Map of the area within ${radiusKm} km of ${lat.toFixed(4)}, ${lng.toFixed(4)}, with ${issueCount} recent issues`}
      className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 sm:h-96"
      style={{ background: SEA }}
    />
  );
}
