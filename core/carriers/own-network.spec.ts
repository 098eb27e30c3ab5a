import { aCarrier } from '../testing/builders';
import { REQUIRED_BANDS } from '../policy/policy-document';
import { OWN_NETWORK_ID, ownNetworkCarrier } from './own-network';

describe('ownNetworkCarrier', () => {
  const host = aCarrier({ plan: { volteRequired: false } });
  const own = ownNetworkCarrier('Bandwise Mobile', host);

  it("rides the host's radio plan and adds the policy's required bands and VoLTE", () => {
    expect(own).toMatchObject({ id: OWN_NETWORK_ID, name: 'Bandwise Mobile', country: 'United States', hostNetwork: 'tmobile' });
    expect(own.plan.coreLteBands).toEqual(host.plan.coreLteBands);
    expect(own.plan.nrBands).toEqual(host.plan.nrBands);
    expect(own.plan.requiredLteBands).toEqual([4, 7, 12]);
    expect(own.plan.requiredLteBands).toEqual(REQUIRED_BANDS);
    expect(own.plan.volteRequired).toBe(true);
  });

  it('says in its description what full service needs and whose network it is', () => {
    expect(own.description).toContain("runs on T-Mobile's network");
    expect(own.description).toContain('requires LTE bands 4, 7, 12 and VoLTE');
  });
});
