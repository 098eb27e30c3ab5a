import { aCarrier, aDevice } from '../testing/builders';
import { assessCompatibility } from './assess-compatibility';

const tmobile = aCarrier();

describe('assessCompatibility', () => {
  it('supports everything when the device has all core and low bands, 5G, VoLTE and Wi-Fi calling', () => {
    const a = assessCompatibility(aDevice(), tmobile);
    expect(a.capabilities).toEqual({ fourG: 'supported', fiveG: 'supported', volte: 'supported', wifiCalling: 'supported' });
    expect(a.compatible).toBe(true);
  });

  it("limits 4G when the device lacks the carrier's low band, and says what that costs", () => {
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66] }), tmobile);
    expect(a.capabilities.fourG).toBe('limited');
    expect(a.reasons.map((r) => r.text)).toContain(
      "Missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage.",
    );
    expect(a.compatible).toBe(false);
  });

  it('gives no 4G and so no VoLTE without any common LTE band', () => {
    const a = assessCompatibility(aDevice({ lteBands: [1, 3, 7, 20] }), tmobile);
    expect(a.capabilities.fourG).toBe('not_supported');
    expect(a.capabilities.volte).toBe('not_supported');
    expect(a.speeds.fourGMbps).toBeNull();
  });

  it('says there are no calls at all without VoLTE on a network that switched 3G off', () => {
    const a = assessCompatibility(aDevice({ volte: false }), tmobile);
    expect(a.capabilities.volte).toBe('not_supported');
    expect(a.reasons.find((r) => r.capability === 'volte')?.text).toContain('no voice calls at all');
  });

  it('limits VoLTE-less calls to 3G fallback where 3G still runs and VoLTE is not required', () => {
    const carrier = aCarrier({ plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null } } });
    expect(assessCompatibility(aDevice({ volte: false }), carrier).capabilities.volte).toBe('limited');
  });

  it.each([
    [[], 'not_supported'],
    [[78], 'not_supported'],
    [[260], 'limited'],
    [[41, 260], 'supported'],
  ])('5G with device NR bands %p is %s', (nrBands, level) => {
    expect(assessCompatibility(aDevice({ nrBands }), tmobile).capabilities.fiveG).toBe(level);
  });

  it('uses the headline speeds without a category and the category peak when known', () => {
    expect(assessCompatibility(aDevice(), tmobile).speeds).toMatchObject({ fourGMbps: 150, fiveGMbps: 1000 });
    expect(assessCompatibility(aDevice({ lteCategory: 18 }), tmobile).speeds.fourGMbps).toBe(1200);
  });

  it('reports unknown for every capability without band data', () => {
    const a = assessCompatibility(null, tmobile);
    expect(Object.values(a.capabilities)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(a.compatible).toBe(false);
  });

  it('does not offer Wi-Fi calling on a carrier without it', () => {
    const carrier = aCarrier({ plan: { wifiCalling: false } });
    expect(assessCompatibility(aDevice(), carrier).capabilities.wifiCalling).toBe('not_supported');
  });
});
