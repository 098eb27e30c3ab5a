import { fixedClock } from '../shared/clock';
import { aCarrier, aDevice } from '../testing/builders';
import { FakeBlacklist, FakeCarrierDirectory, FakeDeviceRegistry, FakeSearchLog } from '../testing/fakes';
import { luhnCheckDigit } from '../imei/imei';
import { CheckDevice, parseCoordinates } from './check-device';

const KNOWN = '352931100000009'; // TAC 35293110
const UNKNOWN = '490154203237518'; // TAC 49015420

function setup() {
  const searches = new FakeSearchLog();
  const blacklist = new FakeBlacklist();
  let n = 0;
  const check = new CheckDevice({
    devices: new FakeDeviceRegistry(
      [
        { tac: '35293110', make: 'Google', model: 'Pixel 4', origin: 'osmocom', modelId: 'test-phone' },
        { tac: '35000011', make: 'Acme', model: 'Brick', origin: 'osmocom' },
      ],
      [aDevice({ make: 'Google', model: 'Pixel 4', releaseYear: 2019, modelNumbers: ['G020I'] })],
    ),
    carriers: new FakeCarrierDirectory([
      aCarrier(),
      aCarrier({ id: 'att', name: 'AT&T' }),
      aCarrier({ id: 'vodafone-de', name: 'Vodafone', country: 'Germany', confidence: 'derived' }),
      aCarrier({ id: 'vodafone-uk', name: 'Vodafone', country: 'United Kingdom' }),
    ]),
    blacklist,
    searches,
    clock: fixedClock('2026-11-21T10:00:00Z'),
    random: { uuid: () => `id-${++n}`, token: () => 'token' },
  });
  return { check, searches, blacklist };
}

describe('CheckDevice', () => {
  it('identifies, assesses and records a known device', async () => {
    const { check, searches } = setup();
    const r = await check.execute({ imei: KNOWN, network: 'T-Mobile', channel: 'web', location: 'Austin, TX' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      success: true,
      searchId: 'id-1',
      device: { make: 'Google', model: 'Pixel 4', imei: KNOWN, modelNumber: 'G020I', year: 2019 },
      carrier: { name: 'T-Mobile' },
      location: 'Austin, TX',
    });
    expect(r.value.tacAnalysis).toContain('Osmocom TAC database');
    expect(r.value.tacAnalysis).toContain('BABT');
    // The record names no variant, so the answer names none either: only the model numbers it covers.
    expect(r.value.specifications.carrierVariant).toBe('Not stated by the source (model number G020I)');
    expect(searches.records).toHaveLength(1);
    expect(searches.records[0]).toMatchObject({ id: 'id-1', success: true, tac: '35293110', channel: 'web' });
  });

  it("picks the carrier of the visitor's country when names repeat across countries", async () => {
    const { check } = setup();
    const byCountry = await check.execute({ imei: KNOWN, network: 'Vodafone', country: 'germany', channel: 'api' });
    expect(byCountry.ok && byCountry.value.carrier).toEqual({ name: 'Vodafone', country: 'Germany' });
    const byLocation = await check.execute({ imei: KNOWN, network: 'Vodafone', location: 'Berlin, Germany', channel: 'api' });
    expect(byLocation.ok && byLocation.value.carrier.country).toBe('Germany');
    const unclear = await check.execute({ imei: KNOWN, network: 'Vodafone', location: '54.68,25.28', channel: 'api' });
    expect(!unclear.ok && unclear.error).toMatchObject({ code: 'CARRIER_AMBIGUOUS', details: { countries: ['United Kingdom', 'Germany'] } });
  });

  it('uses AT&T when no network is given', async () => {
    const r = await setup().check.execute({ imei: KNOWN, channel: 'api' });
    expect(r.ok && r.value.carrier.name).toBe('AT&T');
  });

  it('refuses a blacklisted IMEI typed with dashes, records an unsuccessful search', async () => {
    const { check, blacklist, searches } = setup();
    blacklist.entries.set(KNOWN, { reason: 'Reported stolen', source: 'test', addedAt: new Date() });
    const r = await check.execute({ imei: '35-293110-000000-9', channel: 'web' });
    expect(!r.ok && r.error).toMatchObject({ code: 'IMEI_BLACKLISTED', details: { reason: 'Reported lost or stolen' } });
    expect(searches.records[0]).toMatchObject({ success: false, errorCode: 'IMEI_BLACKLISTED' });
  });

  it('answers an unknown TAC honestly and counts it as unsuccessful', async () => {
    const { check, searches } = setup();
    const r = await check.execute({ imei: UNKNOWN, channel: 'web' });
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
    expect(!r.ok && r.error.message).toContain('not in the device database');
    expect(searches.records[0]).toMatchObject({ success: false, errorCode: 'DEVICE_UNKNOWN', make: null });
  });

  it('keeps make and model but reports unknown capabilities without band data', async () => {
    const body = '35000011000000';
    const { luhnCheckDigit } = await import('../imei/imei');
    const r = await setup().check.execute({ imei: body + luhnCheckDigit(body), channel: 'web' });
    expect(r.ok && r.value.device).toMatchObject({ make: 'Acme', model: 'Brick' });
    expect(r.ok && r.value.capabilities.fourG).toBe('unknown');
    expect(r.ok && r.value.tacAnalysis).toContain('no band data');
  });

  it('records nothing for invalid input', async () => {
    const { check, searches } = setup();
    const r = await check.execute({ imei: '123', channel: 'web' });
    expect(!r.ok && r.error.code).toBe('IMEI_LENGTH');
    expect(searches.records).toHaveLength(0);
  });

  it('warns when the model number given is another variant than the one the TAC is listed for', async () => {
    const imei = '35000099123456' + luhnCheckDigit('35000099123456');
    const check = new CheckDevice({
      devices: new FakeDeviceRegistry(
        [{ tac: '35000099', make: 'Samsung', model: 'SM-S931B', origin: 'samsung-tacs' }],
        [
          aDevice({ id: 's25-intl', make: 'Samsung', model: 'Galaxy S25', variant: 'International (SM-S931B)', modelNumbers: ['SM-S931B'] }),
          aDevice({ id: 's25-us', make: 'Samsung', model: 'Galaxy S25', variant: 'US (SM-S931U/U1)', modelNumbers: ['SM-S931U', 'SM-S931U1'] }),
        ],
      ),
      carriers: new FakeCarrierDirectory([aCarrier()]),
      blacklist: new FakeBlacklist(),
      searches: new FakeSearchLog(),
      clock: fixedClock('2026-11-21T10:00:00Z'),
      random: { uuid: () => 'id', token: () => 'token' },
    });
    const r = await check.execute({ imei, modelNumber: 'SM-S931U1', network: 'T-Mobile', channel: 'api' });
    expect(r.ok && r.value.identification.text).toContain("Warning: the IMEI's TAC 35000099 is listed for SM-S931B (Samsung Galaxy S25), another variant than SM-S931U1");
    const same = await check.execute({ imei, modelNumber: 'sm-s931b', network: 'T-Mobile', channel: 'api' });
    expect(r.ok && r.value.identification.mismatch).toMatch(/^Warning: the IMEI's TAC 35000099 is listed for SM-S931B .* Check that the IMEI and the model number you gave belong to the same phone\.$/);
    expect(same.ok && same.value.identification.text).not.toContain('Warning');
    expect(same.ok && same.value.identification.mismatch).toBeUndefined();
  });

  it("gives no warning for the TAC's own phone: a model number the list names, one of the same catalog record, or one with a /DS suffix", async () => {
    const imeiOf = (tac: string) => tac + '123456' + luhnCheckDigit(tac + '123456');
    const check = new CheckDevice({
      devices: new FakeDeviceRegistry(
        [
          { tac: '35000101', make: 'Samsung', model: 'SM-S931B', origin: 'samsung-tacs' },
          { tac: '35000102', make: 'Samsung', model: 'SM-A546E', origin: 'samsung-tacs' },
          { tac: '35000103', make: 'Samsung', model: 'SM-A546E', aka: ['SM-A546B', 'SM-A546U'], origin: 'samsung-tacs' },
        ],
        [
          aDevice({ id: 's25-intl', make: 'Samsung', model: 'Galaxy S25', variant: 'International (SM-S931B)', modelNumbers: ['SM-S931B'] }),
          aDevice({ id: 'a54-intl', make: 'Samsung', model: 'Galaxy A54 5G', variant: 'International (SM-A546B/E)', modelNumbers: ['SM-A546B', 'SM-A546E'] }),
          aDevice({ id: 'a54-us', make: 'Samsung', model: 'Galaxy A54 5G', variant: 'US (SM-A546U)', modelNumbers: ['SM-A546U'], lteBands: [2, 4, 12, 66, 71] }),
        ],
      ),
      carriers: new FakeCarrierDirectory([aCarrier()]),
      blacklist: new FakeBlacklist(),
      searches: new FakeSearchLog(),
      clock: fixedClock('2026-11-21T10:00:00Z'),
      random: { uuid: () => 'id', token: () => 'token' },
    });
    const mismatchOf = async (tac: string, modelNumber: string) => {
      const r = await check.execute({ imei: imeiOf(tac), modelNumber, network: 'T-Mobile', channel: 'api' });
      return r.ok ? (r.value.identification.mismatch ?? null) : r.error.code;
    };
    expect(await mismatchOf('35000101', 'SM-S931B/DS')).toBeNull();
    expect(await mismatchOf('35000102', 'SM-A546B')).toBeNull();
    expect(await mismatchOf('35000103', 'SM-A546U')).toBeNull();
  });

  it('refuses a device named both by model number and by catalog id, which could disagree', async () => {
    const { check, searches } = setup();
    const r = await check.execute({ imei: KNOWN, modelNumber: 'G020I', deviceId: 'test-phone', channel: 'api' });
    expect(!r.ok && r.error).toMatchObject({ code: 'INPUT_INVALID', details: { field: 'deviceId' } });
    expect(!r.ok && r.error.message).toContain('not both');
    expect(searches.records).toHaveLength(0);
  });

  it('refuses an unknown carrier with a hint', async () => {
    const r = await setup().check.execute({ imei: KNOWN, network: 'Nope', channel: 'web' });
    expect(!r.ok && r.error.code).toBe('CARRIER_UNKNOWN');
  });

  it.each([
    ['40.7128,-74.0060', { lat: 40.7128, lng: -74.006 }],
    ['Austin, TX', null],
    ['91,0', null],
  ])('parses coordinates from %p', (text, coords) => {
    expect(parseCoordinates(text)).toEqual(coords);
  });
});
