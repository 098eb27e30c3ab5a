import type { Capabilities } from '../../check/api';
import { Badge } from '../../../components/ui/badge';
import { CAPABILITY_BADGES, CAPABILITY_ORDER, capabilityText, levelTone } from '../../check/capability-format';

/**
 * 4G, 5G, VoLTE and Wi-Fi Calling, each with its support level in words ("4G: Supported"), not by
 * colour alone. One answered by the inference rule alone says "Likely supported" (or limited), as the
 * result's tiles do; an unknown one stays "Unknown".
 */
export function CapabilityBadges({ capabilities, inferred = [] }: { capabilities: Capabilities; inferred?: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Device capabilities">
      {CAPABILITY_ORDER.map((name) => {
        const said = capabilityText(capabilities[name], inferred.includes(name));
        return (
          <li key={name}>
            <Badge tone={levelTone(capabilities[name])} title={said}>
              {`${CAPABILITY_BADGES[name]}: ${said}`}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
