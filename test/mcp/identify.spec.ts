import { startMcpSession, type McpSession } from '../fixtures/mcp-client';
import { UNKNOWN_TAC } from '../fixtures/imeis';

describe('MCP check-device with model_number / device_id', () => {
  let mcp: McpSession;
  beforeAll(async () => {
    mcp = await startMcpSession();
  });
  afterAll(() => mcp.close());

  it('tells how to continue when the TAC is unknown, then identifies by the model number', async () => {
    const unknown = await mcp.call('check-device', { imei: UNKNOWN_TAC });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toContain('modelNumber');
    const res = await mcp.call('check-device', { imei: UNKNOWN_TAC, model_number: 'G020I', carrier: 'T-Mobile' });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({
      device: { make: 'Google', model: 'Pixel 4', modelNumber: 'G020I', esim: expect.any(Boolean) },
      identification: { source: 'model-number', ambiguous: false, candidates: [] },
    });
    expect(res.content[0].text).toContain('Identified from the model number you gave (G020I)');
  });

  it('picks a carrier whose name repeats across countries by the location, as the API does', async () => {
    const res = await mcp.call('check-device', { imei: UNKNOWN_TAC, device_id: 'google-pixel-4', carrier: 'Vodafone', location: 'Berlin, Germany' });
    expect(res.isError).toBeFalsy();
    expect(res.structuredContent).toMatchObject({ carrier: { name: 'Vodafone', country: 'Germany' }, location: 'Berlin, Germany' });
  });

  it('identifies by device_id and refuses an unknown one as an error result', async () => {
    const res = await mcp.call('check-device', { imei: UNKNOWN_TAC, device_id: 'google-pixel-4' });
    expect(res.structuredContent).toMatchObject({ identification: { source: 'device-id' } });
    const missing = await mcp.call('check-device', { imei: UNKNOWN_TAC, device_id: 'no-such-phone' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toContain('No catalog device has the id');
  });

  it("names the tool's own arguments in a refusal, with the value as sent", async () => {
    const badId = await mcp.call('check-device', { imei: UNKNOWN_TAC, device_id: 'Google Pixel 4' });
    expect(badId.content[0].text).toContain('INPUT_INVALID: device_id "Google Pixel 4" is not a catalog id');
    const badModel = await mcp.call('check-device', { imei: UNKNOWN_TAC, model_number: '' });
    expect(badModel.content[0].text).toMatch(/^INPUT_INVALID: model_number "" is not a model number/);
  });
});
