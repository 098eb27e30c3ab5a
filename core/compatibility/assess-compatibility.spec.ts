import { aCarrier, aDevice } from '../testing/builders';
import type { Carrier } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import { assessCompatibility } from './assess-compatibility';
import { noVoiceKnowledge } from './voice-knowledge';
import type { Verdict } from './compatibility.types';

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
    expect(a.verdict).toBe('works_with_limits');
    expect(a.headline).toBe("Works on T-Mobile with limits: missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage.");
    expect(a.compatible).toBe(true);
  });

  it('leads the headline with how few of the carrier\'s bands the device has, before any single missing band', () => {
    const a = assessCompatibility(aDevice({ lteBands: [2] }), tmobile);
    expect(a.verdict).toBe('works_with_limits');
    expect(a.headline).toMatch(/^Works on T-Mobile with limits: supports only 1 of T-Mobile's \d+ core LTE bands \(2\); lacks [\d, ]+\.$/);
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

  it('answers unknown for VoLTE and Wi-Fi calling no source states and no rule covers, and so verdict unknown where calls need VoLTE', () => {
    const a = assessCompatibility(aDevice({ volte: null, wifiCalling: null, releaseYear: 2018 }), tmobile);
    expect(a.capabilities).toEqual({ fourG: 'supported', fiveG: 'supported', volte: 'unknown', wifiCalling: 'unknown' });
    expect(a.reasons.find((r) => r.capability === 'volte')?.text).toBe(
      'No source states whether this model can call over LTE (no source read states it for the Test Phone), so calls over LTE on T-Mobile are unknown.',
    );
    expect(a.reasons.find((r) => r.capability === 'wifiCalling')?.text).toContain('No source states whether this model can call over Wi-Fi');
    expect(a.verdict).toBe('unknown');
    expect(a.headline).toBe('Data works on T-Mobile; whether calls work is unknown, as no source says this model supports VoLTE.');
    expect(a.compatible).toBe(false);
  });

  it('judges a tablet on data where calls need VoLTE: it works, and the headline says what is known of its calls', () => {
    const tablet = aDevice({ deviceType: 'tablet', volte: null, wifiCalling: null });
    const a = assessCompatibility(tablet, tmobile);
    expect(a.capabilities.volte).toBe('unknown');
    expect(a.verdict).toBe('works');
    expect(a.compatible).toBe(true);
    expect(a.headline).toBe('Works on T-Mobile for data, including 5G (a tablet: no source read says it makes calls over LTE).');
    // Missing a low band still limits it, and a tablet without any of the bands still does not work.
    const limited = assessCompatibility(aDevice({ deviceType: 'tablet', volte: false, lteBands: [2, 4, 66], nrBands: [] }), tmobile);
    expect(limited.verdict).toBe('works_with_limits');
    expect(limited.headline).toMatch(/^Works on T-Mobile for data with limits: .+ \(a tablet: it makes no calls over LTE\)\.$/);
    expect(assessCompatibility(aDevice({ deviceType: 'tablet', volte: null, lteBands: [7], nrBands: [] }), tmobile).verdict).toBe('does_not_work');
  });

  it('keeps a watch, which is for calls too, unknown where calls need VoLTE and no source says it has it', () => {
    expect(assessCompatibility(aDevice({ deviceType: 'watch', volte: null, wifiCalling: null }), tmobile).verdict).toBe('unknown');
  });

  it('applies the labelled inference rule to an unstated LTE smartphone from 2019 on: likely, never a confirmed yes', () => {
    const a = assessCompatibility(aDevice({ volte: null, wifiCalling: null, releaseYear: 2023 }), tmobile);
    expect(a.capabilities.volte).toBe('supported');
    const volte = a.reasons.find((r) => r.capability === 'volte')!.text;
    expect(volte).toContain("Calls over LTE on T-Mobile: the device likely supports it (inference, not a maker's statement: LTE smartphones released from 2019 on");
    expect(volte).not.toMatch(/VoLTE: Voice calls over LTE/);
    expect(a.verdict).toBe('works');
    // The headline claims only what a source states: inferred Wi-Fi calling stays in the reasons.
    expect(a.headline).toBe('Works on T-Mobile, including 5G.');
    // And the answer marks both as inferred, so no reader shows them as confirmed.
    expect(a.inferred).toEqual(['volte', 'wifiCalling']);
    expect(assessCompatibility(aDevice({ volte: true, wifiCalling: true }), tmobile).inferred).toEqual([]);
  });

  it('promises no calls on a derived plan when calls over LTE are unknown: whether its 2G/3G still runs is not known either', () => {
    const telstra = aCarrier({
      name: 'Telstra',
      confidence: 'derived',
      derivedFrom: { text: 'GSM 900 / UMTS 850 / LTE 700 / LTE 1800', unmapped: [], mentions5g: false, legacy: ['2G', '3G'] },
      plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null }, coreLteBands: [2, 4, 5, 12, 66, 71], nrBands: [] },
    });
    const a = assessCompatibility(aDevice({ volte: true }), telstra);
    expect(a.capabilities.volte).toBe('unknown');
    expect(a.verdict).toBe('unknown');
    expect(a.headline).toBe('Data works on Telstra; whether calls work is unknown: no source read says calls over LTE work here, nor whether Telstra still runs 2G/3G for calls.');
    // A curated plan whose 2G/3G is known to run keeps the answer that data and fallback calls work.
    expect(assessCompatibility(aDevice({ volte: true }), aCarrier({ name: 'Telia', plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null } } })).verdict).not.toBe('unknown');
  });

  describe('a derived plan whose list names LTE alone (a data-only or fixed-wireless network lists the same)', () => {
    const nbn = aCarrier({
      name: 'NBN',
      confidence: 'derived',
      derivedFrom: { text: 'TD-LTE 2300 / TD-LTE 3500', unmapped: [], mentions5g: false, legacy: [] },
      plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null }, coreLteBands: [40, 42], lowBands: [], nrBands: [], wifiCalling: null },
    });

    it('promises no calls: the missing 2G/3G is not read as a voice service over LTE', () => {
      const a = assessCompatibility(aDevice({ lteBands: [40, 42], volte: true }), nbn);
      expect(a.capabilities.volte).toBe('unknown');
      expect(a.verdict).toBe('unknown');
      expect(a.headline).toMatch(/^Data works on NBN; whether calls work is unknown/);
      expect(a.reasons.map((r) => r.text).join(' ')).not.toContain('carries calls only over LTE');
    });

    it('names no fallback network for a device without VoLTE', () => {
      const a = assessCompatibility(aDevice({ lteBands: [40, 42], volte: false }), nbn);
      expect(a.capabilities.volte).toBe('unknown');
      expect(a.reasons.find((r) => r.capability === 'volte')?.text).toContain('the public MCC/MNC list names no 2G or 3G network of NBN ("TD-LTE 2300 / TD-LTE 3500"): whether it carries calls without VoLTE is unknown.');
    });
  });

  it('promises no fallback for calls without VoLTE where a 3G switch-off is under way and no source gives its end', () => {
    const closing = aCarrier({ name: 'Bell', plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null }, legacyVoiceUnknown: 'Bell began switching its 3G off on 2025-10-31' } });
    const a = assessCompatibility(aDevice({ volte: false }), closing);
    expect(a.capabilities.volte).toBe('unknown');
    expect(a.reasons.find((r) => r.capability === 'volte')?.text).toContain("whether calls can fall back to Bell's 2G/3G is unknown: Bell began switching its 3G off on 2025-10-31.");
    expect(a.verdict).toBe('unknown');
  });

  const VERDICT_TABLE: Array<[Partial<DeviceModel>, Partial<Carrier['plan']>, Verdict, string]> = [
    [{}, {}, 'works', 'Works on T-Mobile, including 5G and Wi-Fi calling.'],
    [{ lteBands: [1, 3, 7, 20] }, {}, 'does_not_work', "Does not work on T-Mobile: the device has none of T-Mobile's LTE bands."],
    [{ volte: false }, {}, 'does_not_work', 'Does not work on T-Mobile: the device cannot make calls over LTE (VoLTE), and T-Mobile has no other voice network.'],
    [{ nrBands: [], wifiCalling: false }, {}, 'works', 'Works on T-Mobile.'],
  ];

  it.each(VERDICT_TABLE)('verdict for device %j on carrier plan %j is %s', (device, plan, verdict, headline) => {
    const a = assessCompatibility(aDevice(device), aCarrier({ plan }));
    expect(a.verdict).toBe(verdict);
    expect(a.headline).toBe(headline);
    expect(a.compatible).toBe(verdict === 'works' || verdict === 'works_with_limits');
  });

  it('treats band 17 as served by band 12 and keeps downlink-only band 29 out of the coverage count', () => {
    const att = aCarrier({ name: 'AT&T', plan: { coreLteBands: [2, 4, 5, 12, 17, 29, 66], lowBands: [5, 17], lowBandLabels: {} } });
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 5, 12, 66] }), att);
    expect(a.capabilities.fourG).toBe('supported');
    expect(a.reasons.find((r) => r.capability === 'fourG')!.text).toBe("Supports 6 of AT&T's 6 core LTE bands (2, 4, 5, 12, 17, 66); band 17 through 12, which contains it.");
  });

  it('needs one band of each low frequency, not every band of it: any of 12, 13 and 17 gives 700 MHz', () => {
    const bell = aCarrier({
      name: 'Bell',
      plan: { coreLteBands: [2, 4, 5, 12, 13, 17, 29, 66], lowBands: [5, 12, 13, 17, 29], lowBandLabels: { '5': '850 MHz', '12': '700 MHz (Lower A/B/C)', '13': '700 MHz (Upper C)', '17': '700 MHz (Lower B/C)', '29': '700 MHz (downlink only)' } },
    });
    expect(assessCompatibility(aDevice({ lteBands: [2, 4, 5, 13, 66] }), bell).capabilities.fourG).toBe('supported');
    const none = assessCompatibility(aDevice({ lteBands: [2, 4, 5, 29, 66] }), bell);
    expect(none.capabilities.fourG).toBe('limited');
    expect(none.reasons.map((r) => r.text)).toContain("Missing 700 MHz (band 12, 13 or 17), Bell's low band: reduced indoor and rural coverage.");
  });

  it('warns with the date when a 3G network closes within three months, and counts a closed one as gone', () => {
    const closing = aCarrier({ plan: { volteRequired: false, legacyShutdown: { threeG: '2026-12-31', twoG: null } } });
    const soon = assessCompatibility(aDevice({ volte: false }), closing, { today: '2026-11-23' });
    expect(soon.reasons.map((r) => r.text)).toContain('T-Mobile switches its 3G network off on 2026-12-31: from then on, calls need VoLTE.');
    expect(soon.capabilities.volte).toBe('limited');
    const after = assessCompatibility(aDevice({ volte: false }), closing, { today: '2027-01-02' });
    expect(after.reasons.find((r) => r.capability === 'volte')!.text).toContain("calls fall back to T-Mobile's 2G network");
  });

  it('stays compatible with unstated VoLTE where the network still carries calls on 3G', () => {
    const carrier = aCarrier({ plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null } } });
    const a = assessCompatibility(aDevice({ volte: null }), carrier);
    expect(a.capabilities.volte).toBe('unknown');
    expect(a.compatible).toBe(true);
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
      expect(fourG(a)).toContain('LTE 700 is band 12, 13, 14, 17 or 28, and the device has only 12, 17: indoor and rural coverage may be reduced.');
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
