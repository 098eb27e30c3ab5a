import type { Capabilities } from '../../check/api';
import { Badge } from '../../../components/ui/badge';
import { CAPABILITY_BADGES, CAPABILITY_ORDER, levelText, levelTone } from '../../check/capability-format';

/** 4G, 5G, VoLTE and Wi-Fi Calling, coloured by support level. */
export function CapabilityBadges({ capabilities }: { capabilities: Capabilities }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Device capabilities">
      {CAPABILITY_ORDER.map((name) => (
        <li key={name}>
          <Badge tone={levelTone(capabilities[name])} title={levelText(capabilities[name])}>
            {CAPABILITY_BADGES[name]}
            <span className="sr-only">: {levelText(capabilities[name])}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
