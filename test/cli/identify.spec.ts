import { cliHarness } from '../fixtures/cli-harness';
import { imeiFor, UNKNOWN_TAC } from '../fixtures/imeis';

describe('bandwise check --model-number / --device-id and the TAC observation review', () => {
  const cli = cliHarness();

  it('identifies an unknown TAC by the model number given, and refuses a malformed one', async () => {
    const res = await cli.run('check', UNKNOWN_TAC, '--model-number', 'G020I', '--carrier', 'T-Mobile', '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({
      device: { make: 'Google', model: 'Pixel 4', modelNumber: 'G020I' },
      identification: { source: 'model-number', text: 'Identified from the model number you gave (G020I)' },
    });
    const table = await cli.run('check', UNKNOWN_TAC, '--device-id', 'google-pixel-4');
    expect(table.out).toContain('Identified from the catalog device you chose (Google Pixel 4');
    const bad = await cli.run('check', UNKNOWN_TAC, '--model-number', 'not a model!');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--model-number "not a model!" is not a model number');
    const unknown = await cli.run('check', UNKNOWN_TAC, '--device-id', 'no-such-phone');
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain('/api/devices?query=');
  });

  it('lists the observation, lets the operator confirm and reject the TAC', async () => {
    const pending = await cli.run('tac', 'observations', '--pending', '--json');
    expect(JSON.parse(pending.out)).toEqual([
      { tac: '99999901', status: 'pending', decision: null, votes: [{ deviceId: 'google-pixel-4', callers: 1, firstAt: expect.any(String), lastAt: expect.any(String) }] },
    ]);
    expect((await cli.run('check', UNKNOWN_TAC)).code).toBe(3);
    expect((await cli.run('tac', 'confirm', '99999901', 'google-pixel-4')).code).toBe(0);
    const confirmed = JSON.parse((await cli.run('check', imeiFor('99999901', '123456'), '--json')).out);
    expect(confirmed.identification).toMatchObject({ source: 'community-tac' });
    expect(confirmed.tacAnalysis).toContain('confirmed by the operator');
    expect((await cli.run('tac', 'observations', '--pending')).out).toContain('No pending TAC observations.');
    expect((await cli.run('tac', 'reject', '99999901')).code).toBe(0);
    expect((await cli.run('check', UNKNOWN_TAC)).code).toBe(3);
    expect((await cli.run('tac', 'confirm', '1234', 'google-pixel-4')).code).toBe(2);
  });
});

describe('bandwise on first run', () => {
  const cli = cliHarness({ shippedTacs: true });

  it('identifies the Pixel 4 from the shipped lists without any import', async () => {
    const res = await cli.run('check', '352931103746525', '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ device: { make: 'Google', model: 'Pixel 4' }, identification: { source: 'shipped-tac' } });
  });
});
