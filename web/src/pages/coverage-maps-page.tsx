import { ComingSoon } from './coming-soon';

/** /coverage-maps: the interactive coverage tool (to come). */
export function CoverageMapsPage() {
  return (
    <ComingSoon title="Provider Coverage Maps">
      Rate mobile and broadband providers near a location from outage and issue reports, and report a network issue.
    </ComingSoon>
  );
}
