import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteConfig } from '../../site/use-site-config';
import { osmHref, zoomForRadius } from '../coverage-format';
import type { CoverageMapProps } from '../map/coverage-map';
import { MapFallback } from './map-fallback';

/** Section 4: the map library is polled every 100 ms, up to 50 times, before the fallback shows. */
const POLL_MS = 100;
const MAX_POLLS = 50;

let mapModule: Promise<{ default: ComponentType<CoverageMapProps> }> | null = null;
let status: 'loading' | 'ready' | 'failed' = 'loading';
/** Starts loading the map code (Leaflet and the outlines) the first time a map is shown. */
const loadMap = () =>
  (mapModule ??= import('../map/coverage-map').then(
    (m) => {
      status = 'ready';
      return m;
    },
    (error: unknown) => {
      status = 'failed';
      throw error;
    },
  ));
const LazyMap = lazy(loadMap);

/** Polls the loading map code like the specification's maps script: ready, or failed after 50 polls. */
function useMapStatus(): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState(status);
  useEffect(() => {
    if (status !== 'loading') return;
    void loadMap().catch(() => undefined);
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (status === 'loading' && polls < MAX_POLLS) return;
      setState(status === 'loading' ? 'failed' : status);
      window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return state;
}

/** The coverage map, its loading state, or the fallback panel. */
export function MapPanel(props: CoverageMapProps) {
  const state = useMapStatus();
  const site = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  if (state === 'failed') return <MapFallback {...props} />;
  if (state === 'loading') {
    return (
      <p role="status" className="flex h-80 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 text-sm text-slate-600">
        <Spinner className="text-indigo-600" /> Loading map...
      </p>
    );
  }
  return (
    <figure className="space-y-2">
      <Suspense fallback={null}>
        <LazyMap {...props} tileUrl={site.mapTileUrl} tileAttribution={site.mapTileAttribution} onTilesFailed={onTilesFailed} />
      </Suspense>
      <figcaption className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
        <span>
          {tilesFailed || !site.mapTileUrl ? <span data-testid="map-outline-note">Offline outline map{tilesFailed ? ' (the map tiles could not load)' : ''}. </span> : null}
          Radius {props.radiusKm} km;{' '}
          {props.issueCount > 0
            ? `issue circles show 40%, 70% and 100% of the ${props.issueCount} recent ${props.issueCount === 1 ? 'issue' : 'issues'} (last 30 days).`
            : 'no issues reported here in the last 30 days.'}
        </span>
        <a href={osmHref(props.lat, props.lng, zoomForRadius(props.radiusKm))} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
          Open in OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
