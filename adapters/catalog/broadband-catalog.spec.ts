import { loadCarrierCatalog } from './load-catalog';
import { CatalogBroadbandDirectory, loadBroadbandCatalog } from './broadband-catalog';

describe('broadband catalog', () => {
  const providers = loadBroadbandCatalog();

  it('loads valid records, each with a dated source, for countries the carrier catalog knows', () => {
    const countries = new Set(loadCarrierCatalog().map((c) => c.country));
    expect(providers.length).toBeGreaterThan(5);
    for (const p of providers) {
      expect(countries.has(p.country)).toBe(true);
      expect(p.source.url).toMatch(/^https:\/\//);
      expect(p.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('never shares a name with a mobile carrier, so a provider name means one thing', () => {
    const mobile = new Set(loadCarrierCatalog().map((c) => c.name.toLowerCase()));
    expect(providers.filter((p) => mobile.has(p.name.toLowerCase()))).toEqual([]);
  });

  it('lists providers by country and finds them by name or id', async () => {
    const directory = new CatalogBroadbandDirectory(providers);
    expect((await directory.listByCountry('united kingdom')).map((p) => p.name)).toEqual(['BT Broadband', 'Virgin Media']);
    expect((await directory.findByName('xfinity'))?.name).toBe('Xfinity (Comcast)');
    expect(await directory.findByName('Nope')).toBeNull();
  });
});
