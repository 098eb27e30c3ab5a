import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCarrierCatalog, loadDeviceCatalog } from '../load-catalog';
import { AOSP_DIR, AospVoiceIndex, carrierIdsByMccMnc, rankCarrierIds, readVoiceKeys } from '../aosp-carrier-config';
import { loadDerivedCarriers } from '../mcc-mnc-carriers';
import { CatalogVoiceKnowledge } from './catalog-voice-knowledge';

const carriers = loadCarrierCatalog();
const byId = (id: string) => carriers.find((c) => c.id === id)!;
const deviceIds = loadDeviceCatalog().map((d) => d.id);

describe('CatalogVoiceKnowledge over the shipped data', () => {
  const knowledge = CatalogVoiceKnowledge.load(carriers, deviceIds);

  it("reads T-Mobile's and Verizon's VoLTE and Wi-Fi calling offer from the AOSP configuration, found by MCC/MNC", () => {
    const tmobile = knowledge.carrierFacts(byId('tmobile'));
    expect(tmobile.offersVolte).toMatchObject({ answer: 'yes', basis: expect.stringContaining('carrier id 1 (T-Mobile - US)') });
    expect(tmobile.offersWifiCalling.answer).toBe('yes');
    expect(knowledge.carrierFacts(byId('verizon')).offersVolte.basis).toContain('carrier id 1839');
  });

  it("takes Wi-Fi calling on by default when roaming (AT&T's file) as an implied offer, an inference naming the key and what it does", () => {
    expect(knowledge.carrierFacts(byId('att')).offersWifiCalling).toMatchObject({
      answer: 'likely',
      basis: expect.stringContaining('carrier_default_wfc_ims_roaming_enabled_bool is true, which sets Wi-Fi calling on by default when roaming; the file does not state the offer itself'),
    });
  });

  it('says "not stated" where the carrier file has no key, never "no"', () => {
    expect(knowledge.carrierFacts(byId('att')).offersVolte.answer).toBe('not_stated');
    expect(knowledge.carrierFacts(byId('bell')).offersWifiCalling.answer).toBe('not_stated');
  });

  it("gives an MVNO its host network's offer, and its host's acceptance policy when it has none of its own, saying so", () => {
    const metro = knowledge.carrierFacts(byId('metro'));
    expect(metro.offersVolte).toMatchObject({ answer: 'yes', basis: expect.stringMatching(/^through T-Mobile's network: AOSP/) });
    expect(metro.acceptance?.text).toBe('VoLTE required for activation since 2020-08-04, as on T-Mobile');
    expect(metro.policyOf).toBeUndefined();
    const cricket = knowledge.carrierFacts(byId('cricket'));
    expect(cricket).toMatchObject({ acceptance: { kind: 'approved_models_only' }, policyOf: 'AT&T' });
    expect(cricket.approvals).toEqual(knowledge.carrierFacts(byId('att')).approvals);
    expect(knowledge.carrierFacts(byId('visible'))).toMatchObject({ acceptance: { kind: 'approved_models_only' }, policyOf: 'Verizon' });
    expect(knowledge.carrierFacts(byId('att')).policyOf).toBeUndefined();
  });

  it("holds Apple's own statement for the iPhone 16 and 16 Plus records it covers, with the page read", () => {
    for (const id of ['apple-iphone-16-a3287', 'apple-iphone-16-plus-a3290']) {
      expect(knowledge.deviceStatement(id)).toMatchObject({
        volte: true,
        wifiCalling: true,
        source: { name: expect.stringContaining('iPhone 16 and iPhone 16 Plus - Technical Specifications'), url: expect.stringMatching(/^https:/) },
      });
    }
    expect(knowledge.deviceStatement('apple-iphone-16e-a3212')).toBeNull();
  });

  it("reads a derived carrier's offer by its network codes: NTT docomo and SoftBank state VoLTE, not the MVNOs on their codes", () => {
    const derived = loadDerivedCarriers(new Set(carriers.map((c) => c.country.toLowerCase())));
    const named = (country: string, name: string) => derived.find((c) => c.country === country && c.name === name)!;
    expect(knowledge.carrierFacts(named('Japan', 'NTT docomo')).offersVolte).toMatchObject({ answer: 'yes', basis: expect.stringContaining('carrier id 850 (NTT DOCOMO)') });
    expect(knowledge.carrierFacts(named('Japan', 'SoftBank')).offersVolte).toMatchObject({ answer: 'yes', basis: expect.stringContaining('carrier id 1894 (SoftBank)') });
  });

  it('holds the acceptance policies with their sources: approved models only on AT&T and Verizon, VoLTE on T-Mobile', () => {
    expect(knowledge.carrierFacts(byId('att')).acceptance).toMatchObject({ kind: 'approved_models_only', source: { url: expect.stringMatching(/^http/) } });
    expect(knowledge.carrierFacts(byId('verizon')).acceptance?.kind).toBe('approved_models_only');
    expect(knowledge.carrierFacts(byId('tmobile')).acceptance?.text).toBe('VoLTE required for activation since 2020-08-04');
  });
});

describe('voice data validation at start-up', () => {
  const copy = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'voice-'));
    cpSync(__dirname, dir, { recursive: true });
    return dir;
  };

  it('fails naming the carrier record whose policy has no source', () => {
    const dir = copy();
    const records = JSON.parse(readFileSync(join(dir, 'carrier-voice.json'), 'utf8'));
    delete records.find((r: { carrier: string }) => r.carrier === 'att').acceptance.source;
    writeFileSync(join(dir, 'carrier-voice.json'), JSON.stringify(records));
    expect(() => CatalogVoiceKnowledge.load(carriers, deviceIds, dir)).toThrow('voice/carrier-voice.json: record att: acceptance.source');
  });

  it('fails naming the device statement that has no source, or names no catalog device', () => {
    const dir = copy();
    writeFileSync(join(dir, 'device-voice.json'), JSON.stringify([{ deviceId: 'google-pixel-9a', volte: true, wifiCalling: true }]));
    expect(() => CatalogVoiceKnowledge.load(carriers, deviceIds, dir)).toThrow('voice/device-voice.json: record google-pixel-9a: source');
    const source = { name: 'Google Pixel tech specs', url: 'https://example.org/specs', date: '2025-04-10' };
    writeFileSync(join(dir, 'device-voice.json'), JSON.stringify([{ deviceId: 'no-such-phone', volte: true, wifiCalling: true, source }]));
    expect(() => CatalogVoiceKnowledge.load(carriers, deviceIds, dir)).toThrow('record no-such-phone: names no catalog device');
  });

  it('rejects a malformed carrier config file with its name and line', () => {
    expect(() => readVoiceKeys('carrier_config_carrierid_1_T-Mobile-US.xml', '<carrier_config>\n<boolean name="x" value="true">\n</carrier_config>')).toThrow(
      /carrier_config_carrierid_1_T-Mobile-US\.xml: malformed XML at line \d/,
    );
    expect(() => readVoiceKeys('other.xml', '<resources></resources>')).toThrow('other.xml: not a carrier_config file');
  });

  it('reads a <carrier_config_list> file by its block for every SIM, and every shipped carrier id file without failing', () => {
    const list = (blocks: string) => `<carrier_config_list>${blocks}</carrier_config_list>`;
    const block = (filter: string, volte: boolean) => `<carrier_config${filter}><boolean name="carrier_volte_available_bool" value="${volte}"/></carrier_config>`;
    expect(readVoiceKeys('a.xml', list(block(' gid1="BA01"', false) + block('', true))).volte).toBe(true);
    expect(readVoiceKeys('b.xml', list(block(' spn="^Tes.*"', true))).volte).toBeNull();
    const assets = join(AOSP_DIR, 'assets');
    const byCarrierId = readdirSync(assets).filter((file) => file.startsWith('carrier_config_carrierid_'));
    expect(byCarrierId.length).toBeGreaterThan(300);
    const failures = byCarrierId.flatMap((file) => {
      try {
        readVoiceKeys(file, readFileSync(join(assets, file), 'utf8'));
        return [];
      } catch (e) {
        return [(e as Error).message];
      }
    });
    expect(failures).toEqual([]);
  });

  it('finds the network itself among the ids on its MCC/MNC: the one named like it, else the one on the bare tuple', () => {
    const ids = carrierIdsByMccMnc(
      'carrier_id {\n  canonical_id: 850\n  carrier_name: "NTT DOCOMO"\n  carrier_attribute {\n    mccmnc_tuple: "44010"\n    gid1: "00FFFF"\n  }\n}\n' +
        'carrier_id {\n  canonical_id: 2106\n  carrier_name: "IIJmio"\n  carrier_attribute {\n    mccmnc_tuple: "44010"\n  }\n}\n',
    ).get('44010')!;
    expect(rankCarrierIds(ids, 'NTT docomo')).toEqual([{ id: 850, name: 'NTT DOCOMO', qualified: true }]);
    expect(rankCarrierIds(ids, 'Some other brand')).toEqual([{ id: 2106, name: 'IIJmio', qualified: false }]);
  });

  it("reads a network's configuration from whichever of its named ids has a file (Vodafone Germany: id 25, not the bare-tuple id 2397)", () => {
    const vodafone = AospVoiceIndex.load().voiceOf(['26202'], 'Vodafone');
    expect(vodafone).toMatchObject({ carrierId: 25, volte: true });
  });
});
