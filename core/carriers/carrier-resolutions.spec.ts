import { aCarrier } from '../testing/builders';
import { FakeCarrierDirectory } from '../testing/fakes';
import type { Carrier } from './carrier';
import { CarrierResolutions } from './carrier-resolutions';
import type { PlaceCountries } from './resolve-carrier';

/** A directory whose carriers an operator can replace, as a reload does. */
class ReloadableDirectory extends FakeCarrierDirectory {
  private current: FakeCarrierDirectory;
  override revision: number = 0;

  constructor(carriers: Carrier[]) {
    super([]);
    this.current = new FakeCarrierDirectory(carriers);
  }

  replace(carriers: Carrier[]): void {
    this.current = new FakeCarrierDirectory(carriers);
    this.revision++;
  }

  override findAllByName(name: string) { return this.current.findAllByName(name); }
  override findByName(name: string, country?: string) { return this.current.findByName(name, country); }
  override listByCountry(country: string) { return this.current.listByCountry(country); }
  override canonicalCountry(name: string) { return this.current.canonicalCountry(name); }
}

const usTmobile = aCarrier();
const plTmobile = aCarrier({ id: 'tmobile-pl', name: 'T-Mobile', country: 'Poland', confidence: 'derived' });
/** Coordinates east of 0 are Poland, the rest the United States. */
const places: PlaceCountries = { countryAt: (_lat, lng) => (lng > 0 ? 'Poland' : 'United States'), countriesNamed: () => [] };

describe('CarrierResolutions', () => {
  it('answers a name as the directory has it, again after the directory reloads other carriers', async () => {
    const directory = new ReloadableDirectory([usTmobile]);
    const resolutions = new CarrierResolutions(directory, places);
    expect(await resolutions.resolve({ network: 'T-Mobile' })).toEqual({ ok: true, value: usTmobile });
    expect(await resolutions.resolve({ network: 'T-Mobile' })).toEqual({ ok: true, value: usTmobile });

    const renamed = aCarrier({ plan: { coreLteBands: [2, 66] } });
    directory.replace([renamed]);
    const again = await resolutions.resolve({ network: 'T-Mobile' });
    expect(again.ok && again.value.plan.coreLteBands).toEqual([2, 66]);

    directory.replace([]);
    expect(await resolutions.resolve({ network: 'T-Mobile' })).toMatchObject({ ok: false, error: { code: 'CARRIER_UNKNOWN' } });
  });

  it('lets a location pick among namesakes on every query, whatever was asked before without one', async () => {
    const resolutions = new CarrierResolutions(new ReloadableDirectory([usTmobile, plTmobile]), places);
    expect(await resolutions.resolve({ network: 'T-Mobile' })).toEqual({ ok: true, value: usTmobile });
    expect(await resolutions.resolve({ network: 'T-Mobile', location: '52.23, 21.01' })).toEqual({ ok: true, value: plTmobile });
    expect(await resolutions.resolve({ network: 'T-Mobile', location: '40.7, -74.0' })).toEqual({ ok: true, value: usTmobile });
  });

  it('keeps names apart by the country given with them, and refuses an unknown name each time it is asked', async () => {
    const resolutions = new CarrierResolutions(new ReloadableDirectory([usTmobile, plTmobile]), places);
    expect(await resolutions.resolve({ network: 'T-Mobile', country: 'Poland' })).toEqual({ ok: true, value: plTmobile });
    expect(await resolutions.resolve({ network: 'T-Mobile', country: 'United States' })).toEqual({ ok: true, value: usTmobile });
    for (let i = 0; i < 2; i++) expect(await resolutions.resolve({ network: 'Nope Mobile' })).toMatchObject({ ok: false, error: { code: 'CARRIER_UNKNOWN' } });
  });

  it('keeps at most its capacity of names, and still answers the ones it let go', async () => {
    const directory = new ReloadableDirectory([usTmobile, aCarrier({ id: 'att', name: 'AT&T' }), aCarrier({ id: 'verizon', name: 'Verizon' })]);
    const lookups = jest.spyOn(directory, 'findAllByName');
    const resolutions = new CarrierResolutions(directory, places, 2);
    for (const network of ['T-Mobile', 'AT&T', 'Verizon', 'T-Mobile']) {
      const result = await resolutions.resolve({ network });
      expect(result.ok && result.value.name).toBe(network);
    }
    const before = lookups.mock.calls.length;
    // Verizon and T-Mobile are the two kept now: asked again, neither goes back to the directory.
    await resolutions.resolve({ network: 'Verizon' });
    await resolutions.resolve({ network: 'T-Mobile' });
    expect(lookups.mock.calls.length).toBe(before);
  });
});
