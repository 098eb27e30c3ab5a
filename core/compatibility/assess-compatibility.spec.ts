import { aCarrier, aDevice } from '../testing/builders';
import type { Carrier } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import { assessCompatibility } from './assess-compatibility';
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

  it('calls a band missing from a source list known to be incomplete unknown, never a limit, and says why', () => {
    const why = "the source's 4G line is garbled";
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66], lteBandsIncomplete: why }), tmobile);
    expect(a.capabilities.fourG).toBe('unknown');
    expect(a.headline).toBe("Whether this device works on T-Mobile is unknown: the source's LTE band list for this device may be incomplete.");
    expect(a.reasons.map((r) => r.text)).toContainEqual(expect.stringContaining(`may be incomplete (${why}), so whether it has band 71 is unknown`));
    // With every band the carrier needs, the doubt changes nothing.
    expect(assessCompatibility(aDevice({ lteBandsIncomplete: why }), tmobile).capabilities.fourG).toBe('supported');
  });

  it('calls 5G bands missing from a source list known to be incomplete unknown, and keeps 5G on a band in common', () => {
    const why = "the source's 5G line is another region's";
    const carrier = aCarrier({ plan: { ...tmobile.plan, nrBands: [41, 71, 77, 260] } });
    const text = (a: ReturnType<typeof assessCompatibility>) => a.reasons.filter((r) => r.capability === 'fiveG').map((r) => r.text);
    const sub6 = assessCompatibility(aDevice({ nrBands: [41, 78], nrBandsIncomplete: why }), carrier);
    expect(sub6.capabilities.fiveG).toBe('supported');
    expect(text(sub6)).toEqual([`5G on T-Mobile's n41; the source's 5G list for this model may be incomplete (${why}), so whether it has n71, n77, n260 is unknown.`]);
    const mmWave = assessCompatibility(aDevice({ nrBands: [78, 260], nrBandsIncomplete: why }), carrier);
    expect(mmWave.capabilities.fiveG).toBe('unknown');
    expect(text(mmWave)).toEqual([`Only T-Mobile's mmWave 5G (n260) is known to be in common; the source's 5G list for this model may be incomplete (${why}), so whether it has n41, n71, n77 is unknown: 5G support is unknown.`]);
    const none = assessCompatibility(aDevice({ nrBands: [78], nrBandsIncomplete: why }), carrier);
    expect(none.capabilities.fiveG).toBe('unknown');
    expect(text(none)[0]).toMatch(/^The source's 5G list for this model may be incomplete/);
    // Without the doubt the same lists are a limit and a "no"; with every band the doubt changes nothing.
    expect(assessCompatibility(aDevice({ nrBands: [78, 260] }), carrier).capabilities.fiveG).toBe('limited');
    expect(assessCompatibility(aDevice({ nrBands: [78] }), carrier).capabilities.fiveG).toBe('not_supported');
    expect(text(assessCompatibility(aDevice({ nrBands: [41, 71, 77, 260], nrBandsIncomplete: why }), carrier))).toEqual(["5G on T-Mobile's n41, n71, n77, n260."]);
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
    // Where the public list names the 2G/3G, the headline does not deny the list the reasons quote.
    const listed = aCarrier({ ...telstra, derivedFrom: { ...telstra.derivedFrom!, gsmLegacy: ['2G', '3G'] } });
    expect(assessCompatibility(aDevice({ volte: true }), listed).headline).toBe(
      'Data works on Telstra; whether calls work is unknown: no source read says calls over LTE work here, nor whether the 2G/3G that the public MCC/MNC list names for Telstra still carries calls.',
    );
    // A curated plan whose 2G/3G is known to run keeps the answer that data and fallback calls work.
    expect(assessCompatibility(aDevice({ volte: true }), aCarrier({ name: 'Telia', plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null } } })).verdict).not.toBe('unknown');
  });

  it("does not refuse a device with none of a derived plan's LTE bands when the list also names its 2G/3G: whether that still runs is unknown", () => {
    const airtel = aCarrier({
      name: 'Airtel',
      confidence: 'derived',
      derivedFrom: { text: 'GSM 900 / GSM 1800 / UMTS 2100 / LTE 800', unmapped: [], mentions5g: false, legacy: ['2G', '3G'], gsmLegacy: ['2G', '3G'] },
      plan: { volteRequired: false, legacyShutdown: { threeG: null, twoG: null }, coreLteBands: [20], lowBands: [], nrBands: [] },
    });
    const a = assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66, 71] }), airtel);
    expect(a.capabilities.fourG).toBe('not_supported');
    expect(a.verdict).toBe('unknown');
    expect(a.headline).toBe("Whether this device works on Airtel is unknown: it has none of Airtel's LTE bands, so only Airtel's 2G/3G could serve it, and no source read says whether Airtel still runs 2G/3G.");
    const lteOnly = aCarrier({ ...airtel, derivedFrom: { ...airtel.derivedFrom!, text: 'LTE 800', legacy: [], gsmLegacy: [] } });
    expect(assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66, 71] }), lteOnly).verdict).toBe('does_not_work');
    // A CDMA network serves only the phones made for it; a watch carries LTE alone.
    const cdmaOnly = aCarrier({ ...airtel, derivedFrom: { ...airtel.derivedFrom!, text: 'CDMA / TD-LTE 2300', legacy: ['3G'], gsmLegacy: [] } });
    expect(assessCompatibility(aDevice({ lteBands: [2, 4, 12, 66, 71] }), cdmaOnly).verdict).toBe('does_not_work');
    expect(assessCompatibility(aDevice({ deviceType: 'watch', lteBands: [2, 4, 12, 66, 71] }), airtel).verdict).toBe('does_not_work');
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
