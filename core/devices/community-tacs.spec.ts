import { luhnCheckDigit } from '../imei/imei';
import { fixedClock } from '../shared/clock';
import { CheckDevice } from '../checks/check-device';
import { aCarrier, aDevice } from '../testing/builders';
import { FakeBlacklist, FakeCarrierDirectory, FakeDeviceRegistry, FakeSearchLog, FakeTacObservations } from '../testing/fakes';
import { communityConfirmation } from './community-tacs';

const imei = (serial: string) => `99999901${serial}${luhnCheckDigit(`99999901${serial}`)}`;

/** `gapHours`: the time between one visitor's answer and the next. */
function setup(gapHours = 12) {
  const observations = new FakeTacObservations();
  const blacklist = new FakeBlacklist();
  const check = new CheckDevice({
    devices: new FakeDeviceRegistry(
      [{ tac: '35293110', make: 'Google', model: 'Pixel 4', origin: 'shipped-osmocom', modelId: 'pixel-4' }],
      [aDevice({ id: 'pixel-4', make: 'Google', model: 'Pixel 4', modelNumbers: ['G020I'] }), aDevice({ id: 'galaxy-s24-us', make: 'Samsung', model: 'Galaxy S24', modelNumbers: ['SM-S921U'] })],
    ),
    carriers: new FakeCarrierDirectory([aCarrier({ id: 'att', name: 'AT&T' })]),
    blacklist,
    searches: new FakeSearchLog(),
    clock: fixedClock('2026-11-23T10:00:00Z'),
    random: { uuid: () => 'id', token: () => 'token' },
    observations,
  });
  // Each caller names a phone of their own unless a serial is given.
  const confirm = (caller: string, modelNumber = 'SM-S921U', serial = caller.replace(/\D/g, '').padStart(6, '0')) => {
    observations.now = new Date(observations.now.getTime() + gapHours * 3_600_000);
    return check.execute({ imei: imei(serial), modelNumber, caller, channel: 'api' });
  };
  const plain = () => check.execute({ imei: imei('000002'), channel: 'api' });
  return { check, observations, blacklist, confirm, plain };
}

describe('community TAC learning', () => {
  it('does not confirm a TAC named by 2 callers', async () => {
    const { confirm, plain } = setup();
    await confirm('ip:1');
    await confirm('ip:2');
    const r = await plain();
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
  });

  it('confirms a TAC named alike by 3 callers, with the count in tacAnalysis', async () => {
    const { confirm, plain } = setup();
    for (const caller of ['ip:1', 'ip:2', 'key:k3']) await confirm(caller);
    const r = await plain();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.device).toMatchObject({ make: 'Samsung', model: 'Galaxy S24', modelNumber: 'SM-S921U' });
    expect(r.value.identification).toMatchObject({ source: 'community-tac', ambiguous: false });
    expect(r.value.tacAnalysis).toContain('confirmed by 3 of 3 visitors');
  });

  it('does not confirm a TAC that 3 callers named within a day', async () => {
    const { confirm, plain } = setup(6);
    for (const caller of ['ip:1', 'ip:2', 'key:k3']) await confirm(caller);
    const r = await plain();
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
  });

  it('is blocked by a conflicting minority (3 of 4 is under 80%)', async () => {
    const { confirm, plain } = setup();
    for (const caller of ['ip:1', 'ip:2', 'ip:3']) await confirm(caller);
    await confirm('ip:4', 'G020I');
    const r = await plain();
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
  });

  it('counts one phone named from 3 networks once', async () => {
    const { confirm, plain } = setup();
    for (const caller of ['ip:1', 'ip:2', 'key:k3']) await confirm(caller, 'SM-S921U', '000001');
    const r = await plain();
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
  });

  it('counts the same caller twice once', async () => {
    const { confirm, plain, observations } = setup();
    await confirm('ip:1', 'SM-S921U', '000001');
    await confirm('ip:1', 'SM-S921U', '000003');
    await confirm('ip:2');
    expect(observations.byCaller.size).toBe(2);
    const r = await plain();
    expect(!r.ok && r.error.code).toBe('DEVICE_UNKNOWN');
  });

  it('never stores an observation over a listed TAC, nor from a refused check', async () => {
    const { check, observations, blacklist } = setup();
    await check.execute({ imei: '352931100000009', modelNumber: 'SM-S921U', caller: 'ip:1', channel: 'api' });
    blacklist.entries.set(imei('000001'), { reason: 'stolen', source: 'test', addedAt: new Date() });
    const refused = await check.execute({ imei: imei('000001'), modelNumber: 'SM-S921U', caller: 'ip:2', channel: 'api' });
    expect(!refused.ok && refused.error.code).toBe('IMEI_BLACKLISTED');
    const badImei = await check.execute({ imei: '999999010000010', modelNumber: 'SM-S921U', caller: 'ip:3', channel: 'api' });
    expect(badImei.ok).toBe(false);
    // A test IMEI (reporting body 00) names no production device: answered, never learnt.
    const test = await check.execute({ imei: `00000000123456${luhnCheckDigit('00000000123456')}`, modelNumber: 'SM-S921U', caller: 'ip:4', channel: 'api' });
    expect(test.ok).toBe(true);
    expect(observations.byCaller.size).toBe(0);
  });

  const overDays = (days: number) => ({ firstAt: new Date('2026-11-20T10:00:00Z'), lastAt: new Date(Date.parse('2026-11-20T10:00:00Z') + days * 86_400_000) });
  it.each([
    [{ votes: [{ deviceId: 'a', callers: 3, ...overDays(1) }], decision: null }, 'a'],
    [{ votes: [{ deviceId: 'a', callers: 9, ...overDays(0.5) }], decision: null }, null],
    [{ votes: [{ deviceId: 'a', callers: 4, ...overDays(2) }, { deviceId: 'b', callers: 1, ...overDays(0) }], decision: null }, 'a'],
    [{ votes: [{ deviceId: 'a', callers: 9, ...overDays(3) }], decision: { status: 'rejected' as const, deviceId: null } }, null],
    [{ votes: [], decision: { status: 'confirmed' as const, deviceId: 'b' } }, 'b'],
  ])('decides %j as %s', (t, expected) => {
    expect(communityConfirmation({ tac: '99999901', ...t })?.deviceId ?? null).toBe(expected);
  });
});

describe('a model named for a listed TAC', () => {
  it('uses the visitor\u2019s model but says what the TAC list names', async () => {
    const { check } = setup();
    const r = await check.execute({ imei: '352931100000009', modelNumber: 'SM-S921U', caller: 'ip:1', channel: 'api' });
    expect(r.ok && r.value.device.model).toBe('Galaxy S24');
    const warning = "Warning: the IMEI's TAC 35293110 is listed for Google Pixel 4";
    expect(r.ok && r.value.identification.text).toContain(warning);
    expect(r.ok && r.value.identification.text).toContain('Check that the IMEI and the model number you gave belong to the same phone.');
    expect(r.ok && r.value.tacAnalysis).toContain(warning);
  });
});
