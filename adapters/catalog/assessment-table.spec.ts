import { assessCompatibility, ownNetworkCarrier, type Capabilities, type Carrier, type DeviceModel, type Verdict } from '../../core';
import { loadCarrierCatalog, loadDeviceCatalog } from './load-catalog';
import { loadDerivedCarriers } from './mcc-mnc-carriers';

/**
 * The assessment over the real catalog: device records and carrier plans as shipped, in pairs
 * whose answer follows from the carriers' published requirements (T-Mobile's 600 MHz band 71,
 * Verizon's 700 MHz band 13 and VoLTE-only network, AT&T's 700 MHz band 12, EE's 800 MHz band
 * 20, Three UK's 800 MHz band 20, the operator's policy bands 4, 7 and 12).
 */
const devices = new Map(loadDeviceCatalog().map((d) => [d.id, d]));
const curated = loadCarrierCatalog();
const carriers = new Map<string, Carrier>(curated.map((c) => [c.id, c]));
carriers.set('own-network', ownNetworkCarrier('Bandwise Mobile', carriers.get('tmobile')!));
for (const c of loadDerivedCarriers(new Set(curated.map((x) => x.country.toLowerCase())))) {
  if (c.country === 'France' && c.name === 'Orange') carriers.set('orange-fr', c);
}

const device = (id: string): DeviceModel => {
  const d = devices.get(id);
  if (!d) throw new Error(`catalog record ${id} is missing`);
  return d;
};

type Expected = Partial<Capabilities> & { compatible?: boolean; verdict?: Verdict; reason?: string };

const TABLE: Array<[string, string, Expected, string]> = [
  // T-Mobile: band 71 (600 MHz) and 12 carry its coverage; VoLTE is required.
  ['apple-iphone-11-us', 'tmobile', { fourG: 'supported', fiveG: 'not_supported', volte: 'supported', compatible: true }, 'US iPhone 11 has bands 12 and 71, no 5G radio'],
  ['apple-iphone-13-global', 'tmobile', { fourG: 'limited', reason: "Missing band 71 (600 MHz), T-Mobile's low band" }, 'global model without band 71'],
  ['samsung-galaxy-s22-intl', 'tmobile', { fourG: 'limited', verdict: 'works_with_limits' }, 'international S22 has no band 71'],
  ['samsung-galaxy-s20-fe-us', 'tmobile', { fourG: 'supported', fiveG: 'supported', volte: 'supported', reason: "likely supports it (inference, not a maker's statement" }, 'US S20 FE has 71 and n71/n41; its source does not state VoLTE, so the labelled inference rule speaks'],
  ['google-pixel-8-gkws6', 'tmobile', { fourG: 'supported', fiveG: 'supported' }, 'US Pixel 8: 12, 71, n41, n71 and mmWave'],
  ['motorola-moto-g-power-2024', 'tmobile', { fourG: 'supported', fiveG: 'supported' }, 'US moto g power: 71 and n71'],
  ['xiaomi-redmi-note-13-4g', 'tmobile', { fourG: 'limited', fiveG: 'not_supported', reason: "Missing band 71 (600 MHz), T-Mobile's low band" }, 'global 4G Redmi: neither 12 nor 71, no 5G radio'],
  ['google-pixel-7-gvu6c', 'tmobile', { fourG: 'supported', fiveG: 'supported', volte: 'supported' }, 'Pixel 7 has 71 and n41/n71'],
  ['oneplus-nord-n20-5g-us', 'tmobile', { fourG: 'supported', fiveG: 'supported' }, 'made for T-Mobile: 71, n71'],
  ['sony-xperia-10-iii', 'tmobile', { fourG: 'limited', verdict: 'works_with_limits' }, 'European Xperia: no band 12 or 71'],
  ['google-pixel-4', 'tmobile', { fiveG: 'not_supported', reason: 'The device has no 5G radio.' }, 'Pixel 4 is LTE only'],
  ['apple-iphone-13-global', 'mint-mobile', { fourG: 'limited' }, "Mint rides T-Mobile's plan"],
  // AT&T: coverage rides 700 MHz band 12 (17 lies inside it) and 850 MHz band 5; FirstNet band 14
  // and downlink-only band 29 add capacity, so a phone without them is not limited.
  ['apple-iphone-13-us', 'att', { fourG: 'supported', fiveG: 'supported', volte: 'supported', compatible: true }, 'US iPhone 13: every AT&T band, n5/n77/n260'],
  ['google-pixel-4', 'att', { fourG: 'supported', fiveG: 'not_supported', compatible: true }, 'Pixel 4 has 2/4/5/12/14/17/29/30/66'],
  ['samsung-galaxy-s22-intl', 'att', { fourG: 'supported', fiveG: 'supported', reason: "Supports 6 of AT&T's 8 core LTE bands (2, 4, 5, 12, 17, 66)" }, 'international S22 has 5 and 12, lacks only 14 and 30 (29 is downlink-only and not counted)'],
  ['sony-xperia-10-iii', 'att', { fourG: 'limited', reason: "Missing band 12 (700 MHz, Lower A/B/C), AT&T's low band" }, 'European Xperia: bands 4 and 5 only'],
  ['apple-iphone-13-global', 'cricket', { fourG: 'supported' }, "Cricket rides AT&T's plan; the global iPhone has 5 and 12"],
  // Verizon: band 13 (700 MHz Upper C) and 5; 2G and 3G are off, so calls need VoLTE.
  ['apple-iphone-11-us', 'verizon', { fourG: 'supported', volte: 'supported', compatible: true }, 'US iPhone 11 has band 13'],
  ['apple-iphone-13-global', 'verizon', { fourG: 'supported', fiveG: 'supported' }, 'global iPhone 13 also has 13 and n77'],
  ['samsung-galaxy-s21-us-unlocked', 'verizon', { fourG: 'supported', fiveG: 'supported' }, 'US S21: n2/n5/n66/n260/n261'],
  ['sony-xperia-10-iii', 'verizon', { fourG: 'limited', verdict: 'works_with_limits' }, 'no band 13'],
  ['oneplus-nord-2t', 'verizon', { fourG: 'limited', reason: "Missing band 13 (700 MHz, Upper C), Verizon's low band" }, 'no band 13'],
  ['google-pixel-5a-us', 'visible', { fourG: 'supported', volte: 'supported' }, "Visible rides Verizon's plan"],
  ['alcatel-go-flip-v', 'verizon', { fourG: 'supported', fiveG: 'not_supported' }, 'a US flip phone with bands 4, 5 and 13'],
  ['alcatel-1l-2021-us', 'verizon', { fourG: 'limited', reason: "Missing band 13 (700 MHz, Upper C), Verizon's low band" }, 'US Alcatel 1L has no band 13'],
  // Canada.
  ['apple-iphone-13-ca', 'rogers', { fourG: 'supported', fiveG: 'supported', compatible: true }, 'Canadian iPhone on Rogers'],
  ['samsung-galaxy-s22-intl', 'freedom', { fourG: 'supported' }, "has 4, 7, 13 and 66, Freedom's LTE bands in the MCC/MNC table (600 MHz is 5G only there)"],
  ['google-pixel-7-gvu6c', 'videotron', { fourG: 'supported' }, 'Pixel 7 has 4, 66 and 71'],
  ['xiaomi-12-global', 'videotron', { fourG: 'supported' }, "has 4 and 13, Videotron's LTE bands in the MCC/MNC table"],
  ['google-pixel-8a-g6gpr', 'videotron', { fourG: 'limited', reason: "Missing band 13 (700 MHz, Upper C), Videotron's low band" }, 'international Pixel 8a has no band 13'],
  ['oneplus-nord-ce4', 'rogers', { fourG: 'limited' }, "Indian Nord CE4 has band 5, one of Rogers' LTE bands in the MCC/MNC table, but no 700 MHz"],
  // United Kingdom.
  ['samsung-galaxy-s22-intl', 'ee', { fourG: 'supported', fiveG: 'supported', compatible: true }, 'EE bands 1/3/7/20/38, n28/n78'],
  ['apple-iphone-13-us', 'ee', { fourG: 'supported' }, 'US iPhone has the European bands too'],
  ['apple-iphone-11-us', 'three-uk', { fourG: 'supported' }, 'US iPhone 11 has 1, 3 and 20; Three runs no LTE on 700 MHz (band 28), so lacking it costs nothing'],
  ['google-pixel-4', 'vodafone-uk', { fourG: 'supported' }, 'Pixel 4 has 8, 20 and 32'],
  ['sony-xperia-10-iii', 'o2-uk', { fourG: 'supported', fiveG: 'supported' }, 'European Xperia on O2: 8/20/28, n28/n78'],
  // Lithuania: 2G still runs, VoLTE is not required.
  ['samsung-galaxy-s22-intl', 'telia-lt', { fourG: 'supported', volte: 'unknown', compatible: true }, 'bands 1/3/7/20; unstated VoLTE matters less where 2G still carries calls'],
  ['apple-iphone-12-us', 'bite-lt', { fourG: 'supported' }, 'bands 3/7/20'],
  ['oneplus-nord-n20-5g-us', 'tele2-lt', { fourG: 'supported', fiveG: 'not_supported' }, 'US Nord N20 has no n28 or n78'],
  // The operator's own network: T-Mobile's radio, and its policy requires bands 4, 7 and 12 with VoLTE.
  ['google-pixel-7-gvu6c', 'own-network', { fourG: 'supported', volte: 'supported', compatible: true }, 'bands 4, 7, 12 and 71'],
  ['sony-xperia-10-iii', 'own-network', { fourG: 'limited', verdict: 'works_with_limits', reason: "Missing band 12 (700 MHz), which Bandwise Mobile's device policy requires for full service (LTE bands 4, 7, 12)." }, 'no band 12'],
  ['nothing-phone-1', 'own-network', { fourG: 'limited', verdict: 'works_with_limits' }, "bands 4, 7, 12 but not the host's band 71"],
  // A derived plan (MCC/MNC list): Orange France lists LTE 700/800/1800/2100/2600.
  ['samsung-galaxy-s22-intl', 'orange-fr', { fourG: 'supported', wifiCalling: 'unknown', reason: "Lower confidence: Orange's bands are derived" }, 'bands 1/3/7/20/28'],
];

describe('assessment over the real catalog (published carrier requirements)', () => {
  it('covers at least 30 device and carrier pairs', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s on %s -> %j (%s)', (deviceId, carrierId, expected) => {
    const carrier = carriers.get(carrierId);
    if (!carrier) throw new Error(`carrier ${carrierId} is missing`);
    const a = assessCompatibility(device(deviceId), carrier);
    const { compatible, verdict, reason, ...levels } = expected;
    expect(a.capabilities).toMatchObject(levels);
    if (compatible !== undefined) expect(a.compatible).toBe(compatible);
    if (verdict !== undefined) expect(a.verdict).toBe(verdict);
    if (reason) expect(a.reasons.map((r) => r.text).join('\n')).toContain(reason);
  });

  it('gives no calls at all on Verizon to a phone without VoLTE (a real record with VoLTE taken away)', () => {
    // The catalog ships no VoLTE-less phone; this is the Pixel 4 record as a phone without VoLTE would be.
    const a = assessCompatibility({ ...device('google-pixel-4'), volte: false }, carriers.get('verizon')!);
    expect(a.capabilities).toMatchObject({ fourG: 'supported', volte: 'not_supported' });
    expect(a.reasons.find((r) => r.capability === 'volte')?.text).toContain('no voice calls at all');
    expect(a.compatible).toBe(false);
  });

  it('states theoretical peaks: the category figure where known, else 150 Mbps; 5G at 1 Gbps', () => {
    const oneplus = assessCompatibility(device('oneplus-9-eu'), carriers.get('ee')!);
    expect(oneplus.speeds).toMatchObject({ fourGMbps: 2000, fiveGMbps: 1000 });
    expect(oneplus.speeds.note).toContain('Theoretical peak');
    const iphone = assessCompatibility(device('apple-iphone-13-us'), carriers.get('att')!);
    expect(iphone.speeds).toMatchObject({ fourGMbps: 150, fiveGMbps: 1000 });
    expect(iphone.speeds.note).toContain("not this model's own: no source read states its LTE category");
    expect(assessCompatibility(device('google-pixel-4'), carriers.get('att')!).speeds.fiveGMbps).toBeNull();
  });
});
