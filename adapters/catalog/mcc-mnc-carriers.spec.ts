import { all as allOperators } from 'mcc-mnc-list';
import { loadCarrierCatalog, loadRetiredNetworks } from './load-catalog';
import { loadDerivedCarriers } from './mcc-mnc-carriers';

describe('carriers derived from the MCC/MNC list', () => {
  const carriers = loadDerivedCarriers(new Set(['united states', 'canada', 'united kingdom', 'lithuania']));
  const of = (country: string) => carriers.filter((c) => c.country === country);

  it('lists the national networks of a country without a curated list, marked derived, with unique ids', () => {
    expect(of('France').map((c) => c.name)).toEqual(expect.arrayContaining(['Orange', 'SFR', 'Bouygues', 'Free']));
    expect(of('Germany').slice(0, 3).map((c) => c.name).sort()).toEqual(['O2', 'Telekom', 'Vodafone']);
    for (const c of carriers) expect(c.confidence).toBe('derived');
    expect(new Set(carriers.map((c) => c.id)).size).toBe(carriers.length);
  });

  it('leaves curated countries to their curated carriers', () => {
    expect(of('United States')).toEqual([]);
    expect(of('Lithuania')).toEqual([]);
  });

  it('keeps the published frequency text and what could not be read from it', () => {
    const telekom = of('Germany').find((c) => c.name === 'Telekom')!;
    expect(telekom.derivedFrom?.text).toContain('LTE 800');
    expect(telekom.plan.coreLteBands).toEqual(expect.arrayContaining([3, 20]));
    expect(telekom.description).toContain('lower confidence');
  });

  it("reads the bands a network's notes state where its frequencies name several (Japan's LTE 850 and 1500)", () => {
    const docomo = of('Japan').find((c) => c.name === 'NTT docomo')!;
    expect(docomo.plan.coreLteBands).toEqual([1, 3, 19, 21, 28, 42]);
    expect(docomo.plan.lowBands).toEqual([19, 28]);
    expect(docomo.description).toContain("The list's notes state its bands: LTE 850 as band 19, LTE 1500 as band 21.");
    expect(of('Japan').find((c) => c.name === 'au')!.plan.coreLteBands).toEqual(expect.arrayContaining([11, 18]));
  });

  it('leaves out entries without a public mobile radio (railway GSM-R, MVNOs without bands)', () => {
    expect(carriers.find((c) => /DB Netz|Lebara/.test(c.name))).toBeUndefined();
    // CapX's note calls its GSM 1800 code a private network.
    expect(carriers.find((c) => c.name === 'CapX B.V.')).toBeUndefined();
  });

  it('leaves out regional fixed wireless networks, and keeps a mobile network that also serves fixed access', () => {
    expect(of('France').map((c) => c.name).sort()).toEqual(['Bouygues', 'Free', 'Orange', 'SFR']);
    // SLTMobitel's mobile network stays; its fixed wireless code (TD-LTE 2600) does not add to it.
    expect(of('Sri Lanka').find((c) => c.name === 'SLTMobitel')?.derivedFrom?.text).not.toContain('TD-LTE 2600');
    expect(of('Greenland').map((c) => c.name)).toContain('tusass');
  });

  it('leaves out networks of TD-LTE or WiMAX alone (fixed wireless, data, wholesale), even joined to an MVNO entry, and keeps 5G-only new operators', () => {
    expect(of('Italy').map((c) => c.name).filter((n) => /Fastweb|LINKEM|GO internet/.test(n))).toEqual([]);
    expect(of('Italy').find((c) => c.name === 'TIM')?.plan.nrBands).toContain(78);
    expect(of('Spain').map((c) => c.name)).not.toContain('Xfera Moviles S.A.U.');
    expect(of('Australia').map((c) => c.name)).not.toContain('NBN');
    expect(of('Australia').map((c) => c.name)).toEqual(expect.arrayContaining(['Telstra', 'Optus']));
    expect(of('Japan').map((c) => c.name).filter((n) => /KDDI Corporation|Wireless City Planning/.test(n))).toEqual([]);
    expect(of('Nigeria').map((c) => c.name).filter((n) => /Spectranet|Swift/.test(n))).toEqual([]);
    // 1&1 lists its own 5G beside its MVNO entry: a phone operator, kept (its 4G is unknown).
    expect(of('Germany').map((c) => c.name)).toContain('1&1');
  });

  it('leaves out networks whose notes say no phone plan is sold on them (data-only, business-only), keeping the brand where another code carries phones', () => {
    expect(of('Germany').map((c) => c.name)).not.toContain('Airdata');
    expect(of('Kingdom of the Netherlands').map((c) => c.name)).toEqual(expect.arrayContaining(['KPN', 'Vodafone']));
    expect(of('Kingdom of the Netherlands').map((c) => c.name)).not.toContain('Ziggo');
    // ice's LTE 450 code is data-only; its national network code stays.
    expect(of('Norway').find((c) => c.name === 'ice')?.networkCodes).toEqual(['24214']);
  });

  it('adds a network carriers own together to each owner, and offers it as no carrier of its own', () => {
    expect(of('Sweden').map((c) => c.name)).not.toContain('Sweden 2G');
    const telenor = of('Sweden').find((c) => c.name === 'Telenor')!;
    // Telenor's own code lists only UMTS 2100; its LTE and 5G are Net4Mobility's, shared with Tele2.
    expect(telenor.plan.coreLteBands).toEqual(expect.arrayContaining([3, 20]));
    expect(telenor.plan.nrBands).toEqual([78]);
    expect(telenor.description).toContain('on Sweden 2G (Net4Mobility HB), which the list\'s notes say it shares with Tele2');
    expect(of('Poland').map((c) => c.name)).not.toContain('NetWorkS!');
    // A note naming an owner that is no network there ("owned by Viettel") leaves the entry as listed.
    expect(of('Laos').map((c) => c.name)).toContain('Unitel');
  });

  describe('networks since closed or merged', () => {
    const retired = loadRetiredNetworks();
    const derived = loadDerivedCarriers(new Set(['united states', 'canada', 'united kingdom', 'lithuania']), new Set(retired.flatMap((r) => r.networkCodes)));

    it('derives no carrier from their codes', () => {
      expect(derived.filter((c) => c.country === 'Kingdom of the Netherlands').map((c) => c.name)).not.toContain('Tele2');
      expect(of('Kingdom of the Netherlands').map((c) => c.name)).toContain('Tele2');
      expect(derived.filter((c) => c.country === 'Brazil').map((c) => c.name)).not.toContain('Nextel');
    });

    // A list may already give a merged network's codes to its successor (Sprint's to T-Mobile).
    it.each(loadRetiredNetworks().map((r) => [r.name, r.country, r] as const))('%s (%s): its codes are in the list under that name or its successor\'s, and its successor is a carrier there', (name, country, r) => {
      const rows = allOperators().filter((o) => r.networkCodes.includes(`${o.mcc}-${o.mnc}`));
      expect([...new Set(rows.map((o) => `${o.mcc}-${o.mnc}`))].sort()).toEqual([...r.networkCodes].sort());
      for (const o of rows) expect([name, r.successor]).toContain(o.brand ?? o.operator);
      const there = [...derived, ...loadCarrierCatalog()].filter((c) => c.country === country).map((c) => c.name);
      if (r.successor) expect(there).toContain(r.successor);
    });
  });
});
