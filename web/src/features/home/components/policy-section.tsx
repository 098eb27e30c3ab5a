import { FileText } from 'lucide-react';
import { lazy } from 'react';
import { HomeSection } from './home-section';
import { LazyBody } from './lazy-body';

const PolicyOverview = lazy(() => import('../../policy/components/policy-overview').then((m) => ({ default: m.PolicyOverview })));

/** The device compatibility policy and its PDF (specification section 2, item 8). */
export function PolicySection() {
  return (
    <HomeSection id="policy" title="Device Compatibility Policy" icon={FileText}>
      <LazyBody label="the policy">
        <PolicyOverview />
      </LazyBody>
    </HomeSection>
  );
}
