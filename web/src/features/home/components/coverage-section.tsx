import { MapPinned } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { UpcomingSection } from './upcoming-section';

/** Placeholder for the coverage analysis tool (specification section 2, item 6). */
export function CoverageSection() {
  return (
    <UpcomingSection id="coverage" title="Network Coverage Analysis" icon={MapPinned}>
      <p>
        See how mobile and broadband providers perform within 10 km of a location, scored from outage reports and
        issue reports filed by other users, with the evidence behind every score. Covers the United States, Canada
        and international locations.
      </p>
      <Link to="/coverage-maps" className={buttonClasses('outline', 'sm')}>
        Open coverage maps
      </Link>
    </UpcomingSection>
  );
}
