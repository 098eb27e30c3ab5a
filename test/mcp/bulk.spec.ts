import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { imeiFor, NOKIA_3110, PIXEL_4, UNKNOWN_TAC } from '../fixtures/imeis';
import { startMcpSession, type McpSession } from '../fixtures/mcp-client';
import { OSMOCOM_CSV } from '../fixtures/paths';

describe('MCP check-devices', () => {
  let session: McpSession;

  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(TacImportService).importOsmocom(OSMOCOM_CSV));
  });
  afterAll(() => session?.close());

  it('is listed with its input and output schemas', async () => {
    const { tools } = await session.client.listTools();
    const tool = tools.find((t) => t.name === 'check-devices')!;
    expect(tool.description).toContain('up to 100 IMEIs');
    expect(tool.inputSchema.required).toEqual(['imeis']);
    expect(Object.keys(tool.outputSchema?.properties ?? {})).toEqual(['rows', 'summary']);
  });

  it('checks several IMEIs inline and returns rows and the summary, as structured content and JSON text', async () => {
    const res = await session.call('check-devices', { imeis: [PIXEL_4, { imei: NOKIA_3110, carrier: 'Verizon' }, UNKNOWN_TAC, '123'], carrier: 'T-Mobile' });
    expect(res.isError).toBeFalsy();
    const value = res.structuredContent as { rows: Array<Record<string, unknown>>; summary: Record<string, unknown> };
    expect(value.rows.map((r) => [r.line, r.errorCode])).toEqual([[1, null], [2, null], [3, 'DEVICE_UNKNOWN'], [4, 'IMEI_LENGTH']]);
    expect(value.rows[0]).toMatchObject({ imei: `35293110******${PIXEL_4[14]}`, make: 'Google', model: 'Pixel 4', carrier: 'T-Mobile' });
    expect(value.rows[1]).toMatchObject({ carrier: 'Verizon' });
    expect(value.summary).toMatchObject({ total: 4, invalid: 1 });
    expect(res.content[0].text).toMatch(/^Checked 4 entries: \d+% of the fleet ready as is\.$/);
    expect(JSON.parse(res.content[1].text!)).toEqual(value);
    expect(res.content[0].text).not.toContain(PIXEL_4);
  });

  it('names the model of an unknown TAC by model_number, as check-device does, and tells a row how to', async () => {
    const res = await session.call('check-devices', { imeis: [UNKNOWN_TAC, { imei: UNKNOWN_TAC, model_number: 'G020I' }, { imei: UNKNOWN_TAC, modelNumber: 'G020I' }], carrier: 'T-Mobile' });
    const rows = (res.structuredContent as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows[0]).toMatchObject({ errorCode: 'DEVICE_UNKNOWN', error: expect.stringContaining('model_number in an MCP check-devices entry') });
    expect(rows[0].error).not.toContain('deviceId');
    expect(rows[1]).toMatchObject({ errorCode: null, make: 'Google', model: 'Pixel 4' });
    expect(rows[2]).toMatchObject({ errorCode: null, model: 'Pixel 4' });
  });

  it('takes an IMEI given as a number, as check-device does, and says "1 entry"', async () => {
    const res = await session.call('check-devices', { imeis: [Number(PIXEL_4)], carrier: 'T-Mobile' });
    expect(res.isError).toBeFalsy();
    expect((res.structuredContent as { rows: Array<Record<string, unknown>> }).rows[0]).toMatchObject({ model: 'Pixel 4', errorCode: null });
    expect(res.content[0].text).toMatch(/^Checked 1 entry: /);
  });

  it('says to send a US IMEI (01...) as a string when a number lost its leading zero, in both tools', async () => {
    const us = imeiFor('01215800', '000000');
    const one = await session.call('check-device', { imei: Number(us) });
    expect(one.isError).toBe(true);
    expect(one.content[0].text).toContain(`Send the IMEI as a string, e.g. "${us}"`);
    const many = await session.call('check-devices', { imeis: [Number(us), PIXEL_4] });
    const rows = (many.structuredContent as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows[0]).toMatchObject({ line: 1, error: expect.stringContaining('was sent as a number, which drops leading zeros') });
    expect(rows[1]).toMatchObject({ model: 'Pixel 4' });
  });

  it('refuses an unknown default carrier as a whole, pointing to list-carriers', async () => {
    const res = await session.call('check-devices', { imeis: [PIXEL_4], carrier: 'Nope' });
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toMatch(/^CARRIER_UNKNOWN: .*list-carriers/);
  });

  it('refuses an entry whose model_number and modelNumber disagree, instead of picking one', async () => {
    const res = await session.call('check-devices', { imeis: [PIXEL_4, { imei: PIXEL_4, model_number: 'G020I', modelNumber: 'G020M' }] });
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toBe('INPUT_INVALID: Entry 2 of imeis gives model_number and modelNumber with different values: give the model number once, as model_number.');
    const same = await session.call('check-devices', { imeis: [{ imei: PIXEL_4, model_number: 'G020I', modelNumber: 'G020I' }] });
    expect(same.isError).toBeFalsy();
  });

  it('refuses more than 100 IMEIs', async () => {
    const many = Array.from({ length: 101 }, (_, i) => imeiFor('35293110', String(i).padStart(6, '0')));
    const res = await session.call('check-devices', { imeis: many });
    expect(res.isError).toBe(true);
    expect(res.content[0].text).toMatch(/100/);
  });
});
