import type { PlaceNamer, Position } from '../../core';
import type { PlaceResolver } from './coarse-place';

/** Names a position by its nearest gazetteer place ("Vilnius, Vilnius, Lithuania"), or null. */
export class GazetteerPlaceNamer implements PlaceNamer {
  constructor(private readonly places: PlaceResolver) {}

  async nearestPlace(p: Position): Promise<string | null> {
    const label = this.places.label(`${p.lat.toFixed(4)},${p.lng.toFixed(4)}`);
    return label === 'Unknown' ? null : label;
  }
}
