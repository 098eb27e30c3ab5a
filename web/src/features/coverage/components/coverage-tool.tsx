import { Map as MapIcon, MessageSquareWarning } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { coverageMapsHref, DEFAULT_RADIUS, validCoordinates } from '../coverage-format';
import { coverageErrorMessage, NO_VALID_LOCATION, useCoverageAnalysis } from '../use-coverage-analysis';
import { useLocationProviders } from '../use-location-providers';
import { CoverageControls, type CoverageFields } from './coverage-controls';
import { CoverageResults } from './coverage-results';
import { IssueReportPanel } from './issue-report-panel';
import { MapPanel } from './map-panel';

export interface CoverageToolProps {
  /** Where to start; give the tool a new `key` to start again from other coordinates. */
  initial?: { lat?: number | string | null; lng?: number | string | null; address?: string | null };
  /** The coverage maps page offers radii 5-50 km; the home section uses the standard 10 km. */
  showRadius?: boolean;
  /** The home section links to the coverage maps page, for the place in the fields as they are now. */
  linkToMaps?: boolean;
}

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The coverage tool: analysis controls, results, the map (Show Map / Hide Map) and the issue
 * report panel (specification sections 2, 4, 8 and 9).
 */
export function CoverageTool({ initial, showRadius = false, linkToMaps = false }: CoverageToolProps) {
  const idPrefix = useId();
  const [fields, setFields] = useState<CoverageFields>({ lat: text(initial?.lat), lng: text(initial?.lng), address: initial?.address ?? '', radius: DEFAULT_RADIUS, provider: '' });
  const [showMap, setShowMap] = useState(false);
  const [showIssue, setShowIssue] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const analysis = useCoverageAnalysis();
  const position = validCoordinates(fields.lat, fields.lng);
  const carriers = useLocationProviders(position);
  const result = analysis.data;
  const providers = useMemo(() => {
    const names = new Set(carriers);
    for (const p of [...(result?.mobile_providers ?? []), ...(result?.broadband_providers ?? [])]) names.add(p.provider);
    return [...names];
  }, [carriers, result]);
  // A provider chosen for an earlier place may not be offered here: then the choice is auto.
  const provider = providers.includes(fields.provider) ? fields.provider : '';
  const issueCount = result?.area.recent_issues ?? 0;
  const address = fields.address.trim() || (position ? `${position.lat}, ${position.lng}` : '');

  const run = () => {
    if (!position) {
      setProblem(NO_VALID_LOCATION);
      return;
    }
    setProblem(null);
    analysis.mutate({ ...position, address, provider: provider || undefined, radius_km: fields.radius }, { onError: (e) => setProblem(coverageErrorMessage(e)) });
  };

  return (
    <div className="space-y-5">
      <CoverageControls
        idPrefix={idPrefix}
        fields={{ ...fields, provider }}
        onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
        providers={providers}
        showRadius={showRadius}
        canAnalyze={position !== null}
        pending={analysis.isPending}
        onAnalyze={run}
        placeLookup={initial?.address && !text(initial.lat) && !text(initial.lng) ? initial.address : undefined}
      />
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Error analyzing coverage: {problem}
        </p>
      ) : null}
      {result && !problem ? <CoverageResults analysis={result} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-expanded={showMap} onClick={() => setShowMap((s) => !s)}>
          <MapIcon aria-hidden="true" className="h-4 w-4" />
          {showMap ? 'Hide Map' : 'Show Map'}
        </Button>
        <Button variant="outline" aria-expanded={showIssue} onClick={() => setShowIssue((s) => !s)}>
          <MessageSquareWarning aria-hidden="true" className="h-4 w-4" />
          Report Network Issue
        </Button>
      </div>
      {showMap ? (
        position ? (
          <MapPanel lat={position.lat} lng={position.lng} radiusKm={fields.radius} issueCount={issueCount} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {NO_VALID_LOCATION}: enter coordinates to see the map.
          </p>
        )
      ) : null}
      {showIssue ? <IssueReportPanel position={position} address={address} provider={provider || undefined} providers={providers} onClose={() => setShowIssue(false)} /> : null}
      {linkToMaps ? (
        <Link to={coverageMapsHref(position?.lat ?? null, position?.lng ?? null, fields.address.trim() || null)} className={buttonClasses('ghost', 'sm', 'px-0 text-indigo-700')}>
          Open the coverage maps page for more radii
        </Link>
      ) : null}
    </div>
  );
}
