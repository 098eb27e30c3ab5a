import type { MikroORM } from '@mikro-orm/core';
import { fixedClock, type Carrier } from '../../core';
import { loadCarrierCatalog } from '../catalog/load-catalog';
import { MikroCarrierDirectory } from './mikro-carrier-directory';

/** The stored records as the database would return them: the shipped catalog, in its order. */
function ormHolding(curated: Carrier[]): MikroORM {
  const rows = curated.map((c, rank) => ({ record: JSON.stringify({ ...c, rank }) }));
  return { em: { fork: () => ({ find: async () => rows }) } } as unknown as MikroORM;
}

describe('MikroCarrierDirectory: names as people type them, over the shipped catalog and the MCC/MNC list', () => {
  const directory = new MikroCarrierDirectory(ormHolding(loadCarrierCatalog()), fixedClock('2026-11-25T12:00:00Z'));
  beforeAll(() => directory.reload());

  const countriesOf = async (name: string) => (await directory.findAllByName(name)).map((c) => c.country);

  it.each([
    ['Three', 'Republic of Ireland', '3'],
    ['three', 'Austria', '3'],
    ['3', 'United Kingdom', 'Three UK'],
    ['Two Degrees', 'New Zealand', '2degrees'],
    ['Docomo', 'Japan', 'NTT docomo'],
    ['NTT Docomo', 'Japan', 'NTT docomo'],
    ['Verizon Wireless', 'United States', 'Verizon'],
    ['Mint', 'United States', 'Mint Mobile'],
  ])('finds %p in %s as %p', async (typed, country, name) => {
    expect(await directory.findByName(typed, country)).toMatchObject({ name, country });
  });

  it('finds a number-named brand under its word in every country, and the word under the number', async () => {
    expect(await countriesOf('Three')).toEqual(expect.arrayContaining(['United Kingdom', 'Republic of Ireland', 'Austria', 'Sweden', 'Hong Kong']));
    expect((await countriesOf('3')).sort()).toEqual((await countriesOf('Three')).sort());
  });

  it('keeps digits inside a brand as they are: "Tele2" is never "Teletwo"', async () => {
    expect(await directory.findByName('Teletwo', 'Lithuania')).toBeNull();
    expect(await directory.findByName('Otwo', 'United Kingdom')).toBeNull();
    expect(await directory.findByName('Tele2', 'Lithuania')).toMatchObject({ name: 'Tele2 Lithuania' });
  });

  it('finds docomo in Japan as well as in Guam and the Northern Mariana Islands', async () => {
    expect((await countriesOf('Docomo')).sort()).toEqual(['Guam', 'Japan', 'Northern Mariana Islands']);
  });
});
