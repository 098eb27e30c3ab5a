import { useAppStore } from '../../../store/app-store';
import { CoverageTool } from './coverage-tool';

/**
 * The home page's coverage body: coordinates come from the browser's location or the last check;
 * a location the check was given as text is looked up as a place (the tool starts anew for each).
 */
export default function HomeCoverage() {
  const coordinates = useAppStore((s) => s.coordinates);
  const result = useAppStore((s) => s.shownResult);
  const place = coordinates ?? result?.coordinates ?? null;
  const address = coordinates ? null : result?.location ?? null;
  return (
    <div className="space-y-4">
      <p>
        How mobile and broadband providers perform within 10 km of a location, scored from stored cell towers, outage
        reports and issue reports filed by other users, with the evidence behind every score. Covers the United States,
        Canada and international locations; the country's providers are detected from the coordinates.
      </p>
      <CoverageTool key={place ? `${place.lat},${place.lng}` : `text:${address ?? ''}`} initial={{ lat: place?.lat ?? null, lng: place?.lng ?? null, address }} linkToMaps />
    </div>
  );
}
