import { FileText } from 'lucide-react';
import { POLICY_TEXT } from '../../policy/policy-text';
import { UpcomingSection } from './upcoming-section';

/** Placeholder for the downloadable device compatibility policy (specification section 2, item 8). */
export function PolicySection() {
  return (
    <UpcomingSection id="policy" title="Device Compatibility Policy" icon={FileText}>
      <p>
        Our network policy (version {POLICY_TEXT.version}) explains what a check collects, how long it is kept
        and which bands a device needs for full service. You review and accept it after each check; a PDF download
        is coming soon.
      </p>
    </UpcomingSection>
  );
}
