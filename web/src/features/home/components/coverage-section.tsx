import { MapPinned } from 'lucide-react';
import { lazy } from 'react';
import { HomeSection } from './home-section';
import { LazyBody } from './lazy-body';

const HomeCoverage = lazy(() => import('../../coverage/components/home-coverage'));

/** Network Coverage Analysis (specification section 2, item 6); the body loads after the first page. */
export function CoverageSection() {
  return (
    <HomeSection id="coverage" title="Network Coverage Analysis" icon={MapPinned}>
      <LazyBody label="coverage analysis">
        <HomeCoverage />
      </LazyBody>
    </HomeSection>
  );
}
