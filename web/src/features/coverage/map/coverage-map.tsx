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
  /** Basemap tile URL template (MAP_TILE_URL at run time); '' draws the packaged outlines only. */
  tileUrl?: string;
  tileAttribution?: string;
  /** Told when the basemap tiles could not load and the outline map stands in. */
  onTilesFailed?: () => void;
}

/** Tiles failing this many times before one loads means the tile server is out of reach. */
const TILE_ERRORS_BEFORE_FALLBACK = 2;
const ISSUE_SCALE = 10;
/** Sea behind the land outlines (inline, so Leaflet's own grey background does not win). */
const SEA = '#dbeafe';
const ISSUE_COLOR = (n: number) => (n === 0 ? '#059669' : n <= 5 ? '#d97706' : '#dc2626');

/**
 * The coverage map (Leaflet): a basemap from the configured tile server, falling back to the
 * packaged country outlines when tiles cannot load (or none is configured), the analysis radius, and issue circles at
 * 40%, 70% and 100% of a size that grows with the issue count. Zoom follows the radius.
 */
export default function CoverageMap({ lat, lng, radiusKm, issueCount, tileUrl = '', tileAttribution = '', onTilesFailed }: CoverageMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const map = L.map(container.current!, { worldCopyJump: true, attributionControl: Boolean(tileUrl) }).setView([lat, lng], zoomForRadius(radiusKm));
    let live = true;
    let outlines: L.GeoJSON | null = null;
    // With tiles the outlines are drawn unfilled beneath them; when tiles cannot load they fill in.
    let tilesFailed = !tileUrl;
    const fillOutlines = () => outlines?.setStyle({ fillOpacity: tilesFailed ? 1 : 0 });
    if (tileUrl) {
      let errors = 0;
      let loaded = false;
      L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 18 })
        .on('tileload', () => (loaded = true))
        .on('tileerror', () => {
          errors += 1;
          if (loaded || tilesFailed || errors < TILE_ERRORS_BEFORE_FALLBACK) return;
          tilesFailed = true;
          fillOutlines();
          onTilesFailed?.();
        })
        .addTo(map);
    }
    void worldOutlines()
      .then((countries) => {
        if (!live) return;
        outlines = L.geoJSON(countries, { interactive: false, style: { color: '#94a3b8', weight: 1, fillColor: '#f8fafc', fillOpacity: tilesFailed ? 1 : 0 } });
        outlines.addTo(map).bringToBack();
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
  }, [lat, lng, radiusKm, issueCount, tileUrl, tileAttribution, onTilesFailed]);

  // A labelled region, not role="img": the map holds focusable controls (zoom, attribution link).
  // Its own stacking context keeps Leaflet's panes and controls (z-index 400 to 1000) below the sticky header.
  return (
    <div
      ref={container}
      data-testid="coverage-map"
      role="region"
      aria-label={`Map of the area within ${radiusKm} km of ${lat.toFixed(4)}, ${lng.toFixed(4)}, with ${issueCount} recent issues`}
      className="relative isolate z-0 h-80 w-full overflow-hidden rounded-xl border border-slate-200 sm:h-96"
      style={{ background: SEA }}
    />
  );
}
