import { assessCompatibility, type Carrier, type DeviceModel, type Verdict } from '../../core';
import { loadCarrierCatalog, loadDeviceCatalog } from './load-catalog';
import { CatalogVoiceKnowledge } from './voice/catalog-voice-knowledge';

/**
 * The truth table of issue 13: device x carrier verdicts through the real catalog, the real carrier
 * plans and the shipped voice facts, on a fixed day. Each row names the facts that decide it:
 * the device sheet (the record's source), the carrier's band plan or policy (its source in
 * carriers/*.json or voice/carrier-voice.json), and for Android phones without a maker's statement
 * the labelled VoLTE inference rule.
 */
const TODAY = '2026-11-23';
const devices = new Map(loadDeviceCatalog().map((d) => [d.id, d]));
const carriers = new Map<string, Carrier>(loadCarrierCatalog().map((c) => [c.id, c]));
const voice = CatalogVoiceKnowledge.load([...carriers.values()], [...devices.keys()]);

const APPLE_US = 'Apple tech-spec page (bands, VoLTE, Wi-Fi calling); AT&T/Verizon: iPhones after the iPhone 6 / 5s keep working (WFTV)';
const SAMSUNG_INTL = 'GSMArena sheet of the international model: no band 71; VoLTE by the labelled rule';
const INTL_APPROVAL = 'GSMArena sheet; AT&T and Verizon admit approved models only (SlashGear; Verizon FCC answer) and no source approves this variant';
const T_MOBILE_VOLTE = "T-Mobile needs VoLTE (The Desk, 2020); its AOSP configuration offers VoLTE and Wi-Fi calling";
const APPLE_16 = "Apple's tech-spec page for the iPhone 16 and 16 Plus (A3287, A3290): VoLTE and Wi-Fi calling";
const CA_TABLE = 'the public MCC/MNC table (mcc-mnc-list, from Wikipedia)';
const NO_71 = "device sheet lists no band 71, T-Mobile's 600 MHz low band (T-Mobile network evolution page)";
const SAMSUNG_US = "GSMArena sheet's USA lines (the US model's bands)";
// Bell and TELUS: no source read states their VoLTE offer, and their shared 3G is closing with no end date.
const BELL_TELUS_CALLS = '; calls unknown: no source read says Bell or TELUS offers VoLTE, and their 3G began closing on 2025-10-31 with no end date';
const US_CARRIER_VARIANT = 'SM-S9xxU is the US carrier version (Swappa), approved on AT&T and Verizon';

const TABLE: Array<[string, string, Verdict, string]> = [
  // iPhone 13-16, US models: every US carrier.
  ['apple-iphone-15-us', 'att', 'works', APPLE_US],
  ['apple-iphone-15-us', 'verizon', 'works', APPLE_US],
  ['apple-iphone-15-us', 'tmobile', 'works', `${APPLE_US}; ${T_MOBILE_VOLTE}`],
  ['apple-iphone-13-us', 'att', 'works', APPLE_US],
  ['apple-iphone-13-us', 'verizon', 'works', APPLE_US],
  ['apple-iphone-13-us', 'tmobile', 'works', APPLE_US],
  ['apple-iphone-14-us', 'att', 'works', APPLE_US],
  ['apple-iphone-14-us', 'verizon', 'works', APPLE_US],
  ['apple-iphone-14-us', 'tmobile', 'works', APPLE_US],
  ['apple-iphone-16-pro-us', 'att', 'works', APPLE_US],
  ['apple-iphone-16-pro-us', 'verizon', 'works', APPLE_US],
  ['apple-iphone-16-pro-us', 'tmobile', 'works', APPLE_US],
  // iPhones sold elsewhere.
  ['apple-iphone-15-global', 'tmobile', 'works_with_limits', `Apple tech-spec page: the global A3090 has no band 71; ${NO_71}`],
  ['apple-iphone-15-global', 'att', 'works', 'Apple tech-spec page: bands 2/4/5/12/66; AT&T: iPhones after the iPhone 6 keep working (WFTV)'],
  ['apple-iphone-16-a3287', 'tmobile', 'works_with_limits', 'GSMArena sheet of the A3287 lists no band 71'],
  ['apple-iphone-14-ca', 'rogers', 'works', 'Apple tech-spec page: bands 4/7/12/66 and n78'],
  ['apple-iphone-14-ca', 'bell', 'unknown', 'Apple tech-spec page: bands 5, 12, 13 and 17 cover Bell 850 and 700 MHz (CellMapper plan)' + BELL_TELUS_CALLS],
  ['apple-iphone-15-global', 'ee', 'works', 'Apple tech-spec page: bands 1/3/7/20/38; EE plan (BT)'],
  ['apple-iphone-15-global', 'three-uk', 'works', "Apple tech-spec page: bands 1/3/20; Three carries calls only over VoLTE (3G off, Three to ISPreview)"],
  // Galaxy S22-S25: US models and international models.
  ['samsung-galaxy-s25-ultra-us', 'att', 'works', 'GSMArena US sheet; SM-S938U is the US carrier version (Swappa), approved on AT&T'],
  ['samsung-galaxy-s25-ultra-us', 'verizon', 'works', 'GSMArena US sheet; SM-S938U is the US carrier version (Swappa), approved on Verizon'],
  ['samsung-galaxy-s25-ultra-us', 'tmobile', 'works', `GSMArena US sheet has 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-s24-intl', 'att', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s24-intl', 'verizon', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s24-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s24-intl', 'cricket', 'needs_carrier_approval', `Cricket Wireless runs on AT&T's network (carrier record), under AT&T's policy: ${INTL_APPROVAL}`],
  ['samsung-galaxy-s24-intl', 'visible', 'needs_carrier_approval', `Visible runs on Verizon's network (carrier record), under Verizon's policy: ${INTL_APPROVAL}`],
  ['samsung-galaxy-s24-ultra-us', 'cricket', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}, under AT&T's policy on its MVNO Cricket Wireless`],
  ['samsung-galaxy-s22-intl', 'att', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s22-intl', 'verizon', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s22-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s23-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s25-sm-s931b', 'att', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s25-sm-s931b', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s24-intl', 'bell', 'unknown', 'GSMArena sheet: bands 5, 12, 13 and 17 cover Bell 850 and 700 MHz; band 29 is downlink-only' + BELL_TELUS_CALLS],
  ['samsung-galaxy-s24-intl', 'rogers', 'works', 'GSMArena sheet: bands 4/7/12/66; band 17 lies inside 12'],
  ['samsung-galaxy-s24-intl', 'ee', 'works', 'GSMArena sheet: bands 1/3/7/20/38 and n78'],
  ['samsung-galaxy-s24-intl', 'three-uk', 'works', 'GSMArena sheet: bands 1/3/20; Three runs no LTE on band 28'],
  ['samsung-galaxy-s24-intl', 'telia-lt', 'works', 'GSMArena sheet: bands 1/3/7/20; Telia still runs 2G for calls'],
  ['samsung-galaxy-s22-intl', 'o2-uk', 'works', 'GSMArena sheet: bands 1/3/8/20/40; O2 700 MHz is 5G only'],
  // A-series.
  ['samsung-galaxy-a53-5g-us', 'att', 'works', 'GSMArena US sheet: bands 2/4/5/12/66; SM-A536U is the US carrier version (Swappa)'],
  ['samsung-galaxy-a53-5g-us', 'verizon', 'works_with_limits', "GSMArena US sheet lists no band 13, Verizon's 700 MHz Upper C low band (Verizon plan)"],
  ['samsung-galaxy-a53-5g-verizon', 'verizon', 'works', 'the Verizon variant (SM-A536V), sold by Verizon, per its sheet'],
  ['samsung-galaxy-a53-5g-verizon', 'att', 'needs_carrier_approval', 'a Verizon variant; AT&T admits approved models only (SlashGear)'],
  ['samsung-galaxy-a14-4g', 'tmobile', 'works_with_limits', 'GSMArena sheet of the 4G A14 lists no band 12 (700 MHz Lower A)'],
  ['samsung-galaxy-a14-4g', 'bell', 'unknown', 'GSMArena sheet lists none of bands 12, 13 and 17: no 700 MHz on Bell' + BELL_TELUS_CALLS],
  ['samsung-galaxy-a14-4g', 'ee', 'works', 'GSMArena sheet: bands 1/3/7/20; EE still runs 2G for calls'],
  // US variants of Galaxy S22-S24 (issue 12: a US model number gets its own bands, never the international ones).
  ['samsung-galaxy-s24-ultra-us', 'att', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s24-ultra-us', 'verizon', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s24-ultra-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-s24-ultra-intl', 'att', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s24-ultra-intl', 'verizon', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s24-ultra-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s24-plus-us', 'att', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s24-plus-us', 'verizon', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s24-plus-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s24-plus-intl', 'verizon', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s24-plus-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s22-ultra-us', 'att', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s22-ultra-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and n5/n66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s22-ultra-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s22-ultra-intl', 'att', 'needs_carrier_approval', INTL_APPROVAL],
  ['samsung-galaxy-s22-ultra-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s22-us', 'att', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s22-us', 'verizon', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s22-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s22-plus-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s22-plus-us', 'verizon', 'works', `${SAMSUNG_US}; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s22-plus-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  ['samsung-galaxy-s24-ultra-us', 'bell', 'unknown', `${SAMSUNG_US}: 5, 12, 13 give Bell 850 and 700 MHz` + BELL_TELUS_CALLS],
  ['samsung-galaxy-s22-ultra-us', 'telus', 'unknown', `${SAMSUNG_US}: 5, 12, 13 give TELUS 850 and 700 MHz` + BELL_TELUS_CALLS],
  ['samsung-galaxy-z-fold3-us', 'att', 'works', `${SAMSUNG_US}; SM-F926U is the US carrier version (Swappa), approved on AT&T`],
  ['samsung-galaxy-z-fold3-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and n5/n66; SM-F926U is the US carrier version (Swappa), approved on Verizon`],
  ['samsung-galaxy-z-fold3-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-z-fold3-intl', 'tmobile', 'works_with_limits', `${SAMSUNG_INTL}; ${NO_71}`],
  // US S24, S23, S23 Ultra, A54 and Z Flip5 from the USA lines of a parsed copy of their GSMArena sheets (meherabmehu/samsung-phone-query-review-system).
  ['samsung-galaxy-s24-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-s24-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s24-us', 'att', 'works', `${SAMSUNG_US}: 2, 12, 14 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s23-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s23-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s23-us', 'att', 'works', `${SAMSUNG_US}: 2, 12 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s23-ultra-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-s23-ultra-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-s23-ultra-us', 'att', 'works', `${SAMSUNG_US}: 2, 12, 14 and 66; ${US_CARRIER_VARIANT}`],
  ['samsung-galaxy-a54-5g-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71`],
  ['samsung-galaxy-a54-5g-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and 66; SM-A546U is the US carrier version (Swappa), approved on Verizon`],
  ['samsung-galaxy-a54-5g-us', 'att', 'works', `${SAMSUNG_US}: 2, 12, 14 and 66; SM-A546U is the US carrier version (Swappa), approved on AT&T`],
  ['samsung-galaxy-z-flip5-us', 'tmobile', 'works', `${SAMSUNG_US}: 12 and 71 (its 5G line is the Verizon one)`],
  ['samsung-galaxy-z-flip5-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and n5/n66; SM-F731U is the US carrier version (Swappa), approved on Verizon`],
  ['samsung-galaxy-z-flip5-us', 'att', 'works', `${SAMSUNG_US}: 2, 12 and 66; SM-F731U is the US carrier version (Swappa), approved on AT&T`],
  ['samsung-galaxy-z-flip5-canada', 'rogers', 'works', "GSMArena sheet's Canada lines: 4, 7, 12 and 66"],
  ['samsung-galaxy-z-flip5-canada', 'bell', 'unknown', "GSMArena sheet's Canada lines: 5, 12 and 13 give Bell 850 and 700 MHz" + BELL_TELUS_CALLS],
  ['samsung-galaxy-z-flip5-canada', 'telus', 'unknown', "GSMArena sheet's Canada lines: 5, 12 and 13 give TELUS 850 and 700 MHz" + BELL_TELUS_CALLS],
  // US S25 unlocked and S25 Edge from saved GSMArena pages (MDalamin5/Samsung-Phone-Query-and-Review-System).
  ['samsung-galaxy-s25-us-unlocked', 'tmobile', 'works', `${SAMSUNG_US} (USA unlocked): 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-s25-us-unlocked', 'att', 'works', `${SAMSUNG_US}: 2, 12, 14 and 66; SM-S931U is the US carrier version (Swappa), approved on AT&T (a check identifying the unlocked SM-S931U1 judges that number: not approved)`],
  ['samsung-galaxy-s25-edge-us', 'tmobile', 'works', `${SAMSUNG_US}: 71 and n71; ${T_MOBILE_VOLTE}`],
  ['samsung-galaxy-s25-edge-us', 'verizon', 'works', `${SAMSUNG_US}: 13 and 66; SM-S937U is the US carrier version (Swappa), approved on Verizon`],
  ['samsung-galaxy-s25-edge-us', 'att', 'works', `${SAMSUNG_US}: 2, 12, 14 and 66; SM-S937U is the US carrier version (Swappa), approved on AT&T`],
  // Note9 (2018): the USA line holds every core band, but calls stay unknown: the labelled VoLTE rule starts at 2019 and no source read states VoLTE.
  ['samsung-galaxy-note9-us', 'tmobile', 'unknown', `${SAMSUNG_US}: 12 and 71; no VoLTE statement for a 2018 phone`],
  ['samsung-galaxy-note9-us', 'verizon', 'unknown', `${SAMSUNG_US}: 4, 13 and 66; no VoLTE statement for a 2018 phone`],
  ['samsung-galaxy-note9-us', 'att', 'unknown', `${SAMSUNG_US}: 2, 12, 14 and 66; no VoLTE statement for a 2018 phone`],
  // Pixel 6-9.
  ['google-pixel-8-gkws6', 'tmobile', 'works', `GSMArena sheet: 12, 71, n41, n71; ${T_MOBILE_VOLTE}`],
  ['google-pixel-8-gkws6', 'verizon', 'works', 'GSMArena sheet: 13 and 66; Verizon sells the mmWave Pixel 8 (The Verge)'],
  ['google-pixel-8-pro-g1mnw', 'att', 'needs_carrier_approval', 'AT&T admits approved models only (SlashGear); no source read says AT&T sells or approves the Pixel 8 Pro'],
  ['google-pixel-7-gvu6c', 'tmobile', 'works', 'Google Pixel tech specs: bands 12/71, VoLTE and Wi-Fi calling'],
  ['google-pixel-9-g2ybb', 'tmobile', 'works', 'GSMArena sheet: 12, 71 and n71'],
  ['google-pixel-6-g9s9b', 'att', 'works', 'GSMArena sheet: 2, 12, 14 and 66; AT&T sells the mmWave Pixel 6 (Fierce Network)'],
  ['google-pixel-6-pro-g8vou', 'verizon', 'works', 'GSMArena sheet: 13 and 66; Verizon sells the one US Pixel 6 Pro model (Fierce Network)'],
  ['google-pixel-8a-g6gpr', 'tmobile', 'works_with_limits', 'GSMArena sheet of the international G6GPR lists no band 71'],
  ['google-pixel-8a-g6gpr', 'ee', 'works', 'GSMArena sheet: bands 1/3/7/20/38'],
  // Moto G and OnePlus.
  ['motorola-moto-g-power-2024', 'tmobile', 'works', 'GSMArena US sheet: 12, 71 and n71'],
  ['motorola-moto-g-2023', 'att', 'needs_carrier_approval', 'AT&T admits approved models only; no source read approves the XT2313'],
  ['motorola-moto-g-play-2024-us', 'ee', 'works_with_limits', "US Moto G Play sheet lists no band 20, EE's 800 MHz low band (BT)"],
  ['motorola-moto-g-play-2024-us', 'bell', 'unknown', 'US Moto G Play sheet: bands 5 and 12/13 cover Bell 850 and 700 MHz' + BELL_TELUS_CALLS],
  ['oneplus-8t-us-tmobile', 'tmobile', 'works', 'the T-Mobile variant (KB2007): 71 and n71'],
  ['oneplus-nord-n30-se', 'tmobile', 'works_with_limits', 'GSMArena sheet of the CPH2605 lists no band 71'],
  ['oneplus-12-intl', 'verizon', 'needs_carrier_approval', INTL_APPROVAL],
  ['oneplus-12-intl', 'vodafone-uk', 'works', 'GSMArena sheet: bands 1/3/7/8/20/38'],
  // Low bands reviewed: Bell and TELUS need 700 and 850 MHz, not band 29; Rogers needs 12, not 17.
  ['xiaomi-redmi-note-13-4g', 'bell', 'unknown', 'GSMArena sheet lists none of bands 12, 13, 17: no 700 MHz on Bell' + BELL_TELUS_CALLS],
  ['samsung-galaxy-s22-intl', 'telus', 'unknown', 'GSMArena sheet: 5, 12, 13, 17 give TELUS 850 and 700 MHz; TELUS-only band 71 adds capacity' + BELL_TELUS_CALLS],
  ['apple-iphone-13-global', 'rogers', 'works', 'Apple tech-spec page: band 12 (17 lies inside it)'],
  ['sony-xperia-10-iii', 'tmobile', 'works_with_limits', "GSMArena sheet of the European Xperia: neither band 12 nor 71, T-Mobile's low bands"],
  ['sony-xperia-10-iii', 'att', 'needs_carrier_approval', 'European Xperia: AT&T admits approved models only (SlashGear), whatever the bands'],
  // Lithuania.
  ['apple-iphone-15-global', 'bite-lt', 'works', 'Apple tech-spec page: bands 3/7/20'],
  ['oneplus-nord-n20-5g-us', 'tele2-lt', 'works', 'US Nord N20 sheet: bands 3, 7 and 20'],
  // Maker statements and the Canadian band plans from the public MCC/MNC table (voicefacts).
  ['apple-iphone-16-a3287', 'att', 'works', `${APPLE_16}; AT&T: iPhones after the iPhone 6 keep working (WFTV)`],
  ['apple-iphone-16-a3287', 'verizon', 'works', `${APPLE_16}; Verizon: iPhones after the iPhone 5s keep working (WFTV); bands 4 and 13`],
  ['apple-iphone-16-plus-a3290', 'ee', 'works', `${APPLE_16}; bands 1/3/7/20/38`],
  ['apple-iphone-16-a3287', 'videotron', 'works', `${APPLE_16}; bands 4 and 13, ${CA_TABLE} for Videotron`],
  ['apple-iphone-15-global', 'rogers', 'works', `Apple tech-spec page: bands 2/4/5/7/12/66; ${CA_TABLE} lists 71 as a Rogers band, not its coverage layer`],
  ['samsung-galaxy-s22-intl', 'freedom', 'works', `GSMArena sheet: 4, 7, 13 and 66, ${CA_TABLE} for Freedom`],
  ['google-pixel-8a-g6gpr', 'videotron', 'works_with_limits', `GSMArena sheet of the G6GPR lists no band 13, Videotron's LTE 700 MHz in the ${CA_TABLE}`],
  ['oneplus-nord-ce4', 'rogers', 'works_with_limits', `GSMArena sheet of the Indian Nord CE4: band 5 (850 MHz) but no 700 MHz; ${CA_TABLE}`],
];

describe('truth table: verdicts over the real catalog, carrier plans and voice facts', () => {
  it('holds at least 60 device x carrier expectations', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%s on %s: %s (%s)', (deviceId, carrierId, verdict) => {
    const device = devices.get(deviceId);
    const carrier = carriers.get(carrierId);
    if (!device || !carrier) throw new Error(`missing ${device ? carrierId : deviceId}`);
    const a = assessCompatibility(device, carrier, { today: TODAY, voice });
    expect({ verdict: a.verdict, headline: a.headline }).toEqual({ verdict, headline: expect.stringContaining(carrier.name) });
    expect(a.compatible).toBe(verdict === 'works' || verdict === 'works_with_limits');
  });

  it('says why an international S24 needs approval on AT&T, naming the policy and its source', () => {
    const a = assessCompatibility(devices.get('samsung-galaxy-s24-intl')!, carriers.get('att')!, { today: TODAY, voice });
    expect(a.headline).toBe("Data works on AT&T; voice calls need AT&T's approval of this model, which no source read shows (international variant).");
    expect(a.reasons.find((r) => r.capability === 'volte')!.text).toContain("AT&T's policy is approved models only");
    // Wi-Fi calls register with the same voice service: not claimed while the model is not approved.
    expect(a.capabilities.wifiCalling).toBe('unknown');
    expect(a.reasons.find((r) => r.capability === 'wifiCalling')!.text).toContain('not known to be approved');
  });

  it('says data works only with limits where 4G is limited, before the approval voice needs', () => {
    const a = assessCompatibility(devices.get('samsung-galaxy-a14-4g')!, carriers.get('verizon')!, { today: TODAY, voice });
    expect(a.headline).toMatch(/^Data works on Verizon with limits: supports only 1 of Verizon's \d core LTE bands \(5\); lacks [\d, ]+; voice calls need Verizon's approval of this model, which no source read shows/);
  });

  it("reads VoLTE as stated by Apple, not as the inference rule, on an iPhone with the maker's statement", () => {
    const a = assessCompatibility(devices.get('apple-iphone-16-a3287')!, carriers.get('tmobile')!, { today: TODAY, voice });
    const volte = a.reasons.find((r) => r.capability === 'volte')!.text;
    expect(volte).toContain('stated by Apple');
    expect(volte).not.toContain('inference');
  });

  it("answers calls over LTE on EE and O2 from the carrier records' sources where their AOSP files say nothing, and stays unknown on Vodafone UK", () => {
    const volteOn = (carrierId: string) => assessCompatibility(devices.get('apple-iphone-16-a3287')!, carriers.get(carrierId)!, { today: TODAY, voice });
    expect(volteOn('ee').capabilities.volte).toBe('supported');
    expect(volteOn('ee').reasons.find((r) => r.capability === 'volte')!.text).toContain('EE offers it (Land Mobile: EE to provide 95% landmass 4G coverage by 2020');
    expect(volteOn('o2-uk').reasons.find((r) => r.capability === 'volte')!.text).toContain("4G Calling is O2's name for VoLTE");
    expect(volteOn('vodafone-uk').capabilities.volte).toBe('unknown');
  });

  it('keeps the data limit on Bell and TELUS in the headline while calls stay unknown there', () => {
    const a = assessCompatibility(devices.get('samsung-galaxy-a14-4g')!, carriers.get('bell')!, { today: TODAY, voice });
    expect(a.headline).toMatch(/^Data works on Bell Mobility with limits: supports only 2 of Bell Mobility.s \d core LTE bands \(5, 7\); lacks [\d, ]+; whether calls work is unknown: no source read says calls over LTE work here, nor whether Bell Mobility still runs 2G\/3G for calls\.$/);
  });

  it('does not work in the US for a 3G-only phone (a real feature-phone record with its LTE taken away)', () => {
    const flip = devices.get('nokia-2780-flip-us') ?? [...devices.values()].find((d) => d.deviceType === 'feature_phone')!;
    const threeGOnly: DeviceModel = { ...flip, lteBands: [], nrBands: [], volte: false, wifiCalling: false };
    for (const id of ['att', 'verizon', 'tmobile']) {
      const a = assessCompatibility(threeGOnly, carriers.get(id)!, { today: TODAY, voice });
      expect(a.verdict).toBe('does_not_work');
      expect(a.compatible).toBe(false);
    }
  });
});
