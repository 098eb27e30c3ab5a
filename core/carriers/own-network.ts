import { NUMBER_PORTING_HOURS, POLICY_VERSION, REQUIRED_BANDS } from '../policy/policy-document';
import type { Carrier } from './carrier';

/** The id under which the operator's own network is listed, whatever its configured name. */
export const OWN_NETWORK_ID = 'own-network';

/**
 * The operator's own network (the specification's "DOTM") as a carrier. As an MVNO it rides a
 * host network's radio, so its band plan is the host's; its policy adds the required LTE bands
 * (4, 7 and 12) and VoLTE, so "compatible" on it means what the policy card promises.
 */
export function ownNetworkCarrier(name: string, host: Carrier): Carrier {
  const required = REQUIRED_BANDS.join(', ');
  return {
    id: OWN_NETWORK_ID,
    name,
    country: host.country,
    marketShare: 'New network (Alpha); no published share yet',
    description:
      `${name} runs on ${host.name}'s network (LTE bands ${host.plan.coreLteBands.join(', ')}; ` +
      `5G ${host.plan.nrBands.length ? `n${host.plan.nrBands.join(', n')}` : 'none'}). ` +
      `Full service requires LTE bands ${required} and VoLTE (policy version ${POLICY_VERSION}); number porting takes ${NUMBER_PORTING_HOURS}.`,
    hostNetwork: host.id,
    plan: { ...host.plan, volteRequired: true, requiredLteBands: [...REQUIRED_BANDS] },
    source: {
      name: `${name} device compatibility policy ${POLICY_VERSION}; radio plan of the host network ${host.name} (${host.source.name})`,
      url: host.source.url,
      date: host.source.date,
    },
    confidence: host.confidence,
  };
}
