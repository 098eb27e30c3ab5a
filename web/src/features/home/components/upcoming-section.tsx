import { Badge } from '../../../components/ui/badge';
import { HomeSection, type HomeSectionProps } from './home-section';

export type UpcomingSectionProps = Omit<HomeSectionProps, 'badge'>;

/** A home page section whose full tool is still being built: heading, summary and a 'Coming soon' badge. */
export function UpcomingSection(props: UpcomingSectionProps) {
  return <HomeSection {...props} badge={<Badge tone="info">Coming soon</Badge>} />;
}
