import { Badge } from '../../../components/ui/badge';

/** Marks one row made from demo data (`bandwise seed --demo`), so it is never read as real use. */
export function DemoBadge() {
  return (
    <Badge tone="warning" title="Demo data made by bandwise seed --demo" data-testid="demo-badge">
      Demo
    </Badge>
  );
}
