import { aCarrier, aDevice } from '../testing/builders';
import { assessCompatibility } from './assess-compatibility';
import { noVoiceKnowledge } from './voice-knowledge';

const tmobile = aCarrier();

describe('assessCompatibility: policy, derived plans and the compatible banner', () => {
  const own = aCarrier({ id: 'own-network', name: 'Bandwise Mobile', plan: { requiredLteBands: [4, 7, 12] } });

  it("limits 4G on the operator's network without a band its policy requires, and says which", () => {
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66, 71] }), own);
    expect(a.capabilities.fourG).toBe('limited');
    expect(a.reasons.map((r) => r.text)).toContain("Missing band 7 (2600 MHz), which Bandwise Mobile's device policy requires for full service (LTE bands 4, 7, 12).");
    expect(a.verdict).toBe('works_with_limits');
  });

  it("is compatible on the operator's network with bands 4, 7 and 12 and VoLTE", () => {
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 7, 12, 66, 71] }), own);
    expect(a.capabilities).toMatchObject({ fourG: 'supported', volte: 'supported' });
    expect(a.compatible).toBe(true);
    expect(a.reasons.map((r) => r.text)).toContain("Has every LTE band Bandwise Mobile's device policy requires (4, 7, 12).");
  });

  it('labels a Wi-Fi calling offer the configuration only implies as an inference, even for a device that states the feature', () => {
    const implied = { answer: 'likely' as const, basis: 'carrier config: Wi-Fi calling on by default when roaming', source: null };
    const voice = { ...noVoiceKnowledge, carrierFacts: () => ({ ...noVoiceKnowledge.carrierFacts(tmobile), offersWifiCalling: implied }) };
    const noOwnStatement = aCarrier({ plan: { wifiCalling: null, wifiCallingSource: undefined } });
    const a = assessCompatibility(aDevice({ volte: true, wifiCalling: true }), noOwnStatement, { voice });
    expect(a.capabilities.wifiCalling).toBe('supported');
    expect(a.inferred).toContain('wifiCalling');
    expect(a.reasons.find((r) => r.capability === 'wifiCalling')?.text).toContain('T-Mobile likely offers them (inference, not a statement: carrier config');
    expect(a.headline).not.toContain('Wi-Fi calling');
  });

  it('calls a device compatible when calls fall back to 3G on a network that does not need VoLTE', () => {
    const legacy = aCarrier({ plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null } } });
    const a = assessCompatibility(aDevice({ volte: false }), legacy);
    expect(a.capabilities.volte).toBe('limited');
    expect(a.compatible).toBe(true);
  });

  it('is not compatible without VoLTE where calls need it, even with full 4G', () => {
    const a = assessCompatibility(aDevice({ volte: false }), tmobile);
    expect(a.capabilities.fourG).toBe('supported');
    expect(a.compatible).toBe(false);
  });

  const derived = aCarrier({
    id: 'derived-x',
    name: 'Claro',
    confidence: 'derived',
    derivedFrom: { text: 'GSM 850 / LTE 700 / LTE 1900 / 5G 700', unmapped: ['LTE 700', '5G 700'], mentions5g: true, legacy: ['2G'] },
    plan: { coreLteBands: [2], lowBands: [], lowBandLabels: {}, nrBands: [], wifiCalling: null, volteRequired: false, legacyShutdown: { threeG: null, twoG: null } },
  });

  it('says a derived plan is lower confidence, in the reasons', () => {
    const a = assessCompatibility(aDevice(), derived);
    expect(a.reasons[0].text).toMatch(/^Lower confidence: Claro's bands are derived from its frequency list/);
  });

  it('answers unknown, not "not supported", when only bands it could not read might match', () => {
    const a = assessCompatibility(aDevice({ lteBands: [12, 13], nrBands: [71] }), derived);
    expect(a.capabilities).toMatchObject({ fourG: 'unknown', fiveG: 'unknown', volte: 'unknown' });
    expect(a.speeds).toMatchObject({ fourGMbps: null, fiveGMbps: null });
    expect(a.reasons.map((r) => r.text)).toContain("Claro's LTE is listed as LTE 700, which names no single band here; the device has none of its known LTE bands (2): 4G support is unknown.");
  });

  describe('a frequency of a derived list that names no single band, beside bands that match', () => {
    const tim = aCarrier({
      ...derived,
      name: 'TIM',
      derivedFrom: { text: 'GSM 900 / LTE 700 / LTE 1800 / LTE 2600 / 5G 700 / 5G 3500', unmapped: ['LTE 700', '5G 700'], mentions5g: true, legacy: ['2G'] },
      plan: { ...derived.plan, coreLteBands: [3, 7], nrBands: [78] },
    });
    const fourG = (a: ReturnType<typeof assessCompatibility>) => a.reasons.filter((r) => r.capability === 'fourG').map((r) => r.text);

    it('says the device misses that low band when it has none of the bands it can be', () => {
      const a = assessCompatibility(aDevice({ lteBands: [2, 3, 4, 7, 66], nrBands: [78] }), tim);
      expect(a.capabilities.fourG).toBe('limited');
      expect(fourG(a)).toEqual([
        expect.stringMatching(/^Lower confidence/),
        "Supports 2 of TIM's 2 core LTE bands (3, 7).",
        'TIM also lists LTE 700, which names no single band here.',
        "Missing LTE 700, TIM's low band (LTE 700 is band 12, 13, 14, 17 or 28; the device has none of them): reduced indoor and rural coverage.",
      ]);
    });

    it('says the coverage may be reduced when the device has only some of them, and no other low band of the carrier', () => {
      const a = assessCompatibility(aDevice({ lteBands: [3, 7, 12, 17], nrBands: [78] }), tim);
      expect(a.capabilities.fourG).toBe('limited');
      const limit = "possibly missing LTE 700, TIM's low band (LTE 700 is band 12, 13, 14, 17 or 28; the device has only 12, 17): indoor and rural coverage may be reduced";
      expect(fourG(a)).toContain(`P${limit.slice(1)}.`);
      // The headline names that limit, not the bands the device has.
      expect(a.headline).toContain(`with limits: ${limit}`);
    });

    it('keeps full service for a device with every band it can be, or with one of them and a known low band of the carrier', () => {
      const every = assessCompatibility(aDevice({ lteBands: [3, 7, 12, 13, 14, 17, 28], nrBands: [78] }), tim);
      expect(every.capabilities.fourG).toBe('supported');
      const docomo = aCarrier({ ...tim, name: 'NTT docomo', derivedFrom: { ...tim.derivedFrom!, unmapped: ['LTE 850', 'LTE 1500'] }, plan: { ...tim.plan, coreLteBands: [1, 3, 28], lowBands: [28], lowBandLabels: { '28': '700 MHz' } } });
      const withB19 = assessCompatibility(aDevice({ lteBands: [1, 3, 19, 28], nrBands: [78] }), docomo);
      expect(withB19.capabilities.fourG).toBe('supported');
      expect(fourG(withB19)).toContain('NTT docomo also lists LTE 850, LTE 1500, which names no single band here.');
      const without850 = assessCompatibility(aDevice({ lteBands: [1, 3, 28], nrBands: [78] }), docomo);
      expect(without850.capabilities.fourG).toBe('limited');
      expect(fourG(without850)).toContain("Missing LTE 850, NTT docomo's low band (LTE 850 is band 5, 18, 19 or 26; the device has none of them): reduced indoor and rural coverage.");
    });

    it('names the 5G frequencies it could not read after the 5G it found', () => {
      const a = assessCompatibility(aDevice({ lteBands: [3, 7, 28], nrBands: [28, 78] }), tim);
      expect(a.capabilities.fiveG).toBe('supported');
      expect(a.reasons.filter((r) => r.capability === 'fiveG').map((r) => r.text)).toEqual([
        "5G on TIM's n78.",
        'TIM also lists 5G 700, which names no single 5G band here, so whether the device has it is not known.',
      ]);
    });
  });

  it('answers unknown, not "does not work", for a derived entry that lists no LTE frequency at all (5G only, an MVNO)', () => {
    const fiveGOnly = aCarrier({ ...derived, name: '1&1', derivedFrom: { text: '5G 3500 / MVNO', unmapped: [], mentions5g: true, legacy: [] }, plan: { ...derived.plan, coreLteBands: [], nrBands: [78] } });
    const a = assessCompatibility(aDevice({ nrBands: [78] }), fiveGOnly);
    expect(a.capabilities.fourG).toBe('unknown');
    expect(a.verdict).toBe('unknown');
    expect(a.reasons.map((r) => r.text)).toContain('The public list names no LTE frequency for 1&1: 4G support is unknown.');
  });

  it("answers unknown Wi-Fi calling where no source gives the carrier's offer", () => {
    const a = assessCompatibility(aDevice({ lteBands: [2, 12, 13, 14, 17, 28] }), derived);
    expect(a.capabilities.fourG).toBe('supported');
    expect(a.capabilities.wifiCalling).toBe('unknown');
  });

  it('says a network without 5G has none, rather than listing no bands', () => {
    const no5g = aCarrier({ plan: { nrBands: [] } });
    const a = assessCompatibility(aDevice(), no5g);
    expect(a.capabilities.fiveG).toBe('not_supported');
    expect(a.reasons.find((r) => r.capability === 'fiveG')?.text).toBe('T-Mobile has no 5G network: no 5G.');
  });

  it('answers 5G unknown, not "none", where a derived list names no 5G frequency', () => {
    const lteOnly = aCarrier({ ...derived, name: 'Jio', derivedFrom: { text: 'LTE 1800', unmapped: [], mentions5g: false, legacy: [] }, plan: { ...derived.plan, coreLteBands: [3] } });
    const a = assessCompatibility(aDevice({ lteBands: [3] }), lteOnly);
    expect(a.capabilities.fiveG).toBe('unknown');
    expect(a.reasons.find((r) => r.capability === 'fiveG')?.text).toBe('The public list names no 5G frequency for Jio, which does not tell whether it has 5G now: 5G support is unknown.');
  });

  it('claims no Wi-Fi calling on a network the device cannot use at all', () => {
    const a = assessCompatibility(aDevice({ lteBands: [1, 3, 7, 20] }), tmobile);
    expect(a.verdict).toBe('does_not_work');
    expect(a.capabilities.wifiCalling).toBe('unknown');
    expect(a.reasons.find((r) => r.capability === 'wifiCalling')?.text).toBe("Not assessed: Wi-Fi calling is a service of T-Mobile's network, which this device cannot use (no 4G service on it).");
  });

  it.each([
    [undefined, 150, "Headline peaks of 4G (150 Mbps) and 5G (1 Gbps), not this model's own"],
    [4, 150, 'Theoretical peak'],
    [3, 100, 'Theoretical peak'],
    [12, 600, 'Theoretical peak'],
    [20, 2000, 'Theoretical peak'],
  ])('states the theoretical LTE peak for category %p as %p Mbps, 5G at 1 Gbps, saying which figures are headline ones', (lteCategory, mbps, note) => {
    const a = assessCompatibility(aDevice({ lteCategory }), tmobile);
    expect(a.speeds).toEqual({ fourGMbps: mbps, fiveGMbps: 1000, note: expect.stringContaining(note) });
  });

  it('names in its note only the speed figures it gives', () => {
    const fourGOnly = assessCompatibility(aDevice({ nrBands: [] }), tmobile).speeds;
    expect(fourGOnly).toEqual({ fourGMbps: 150, fiveGMbps: null, note: expect.stringMatching(/^Headline peak of 4G \(150 Mbps\), not this model's own/) });
    const none = assessCompatibility(aDevice({ lteBands: [1, 3, 7, 20], nrBands: [] }), tmobile).speeds;
    expect(none).toEqual({ fourGMbps: null, fiveGMbps: null, note: 'No speed figures: neither 4G nor 5G is known to work here.' });
  });
});
