import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

let outlines: Promise<FeatureCollection> | null = null;

/**
 * Country outlines from Natural Earth (world-atlas, 1:50m), served with the app: the map needs
 * no tile server. Fetched once, when the map first opens.
 */
export function worldOutlines(): Promise<FeatureCollection> {
  outlines ??= fetch(countriesUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`${r.status}`);
      return r.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as unknown as FeatureCollection)
    .catch((error: unknown) => {
      outlines = null;
      throw error;
    });
  return outlines;
}
