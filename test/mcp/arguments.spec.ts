import { TacImportService } from '../../adapters/catalog/tac-import.service';
import { PIXEL_4 } from '../fixtures/imeis';
import { startMcpSession, type McpSession, type ToolResult } from '../fixtures/mcp-client';
import { OSMOCOM_CSV } from '../fixtures/paths';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The refusal's first line and its JSON twin. */
const refusal = (res: ToolResult) => {
  expect(res.isError).toBe(true);
  return { text: res.content[0].text ?? '', json: JSON.parse(res.content[1]?.text ?? '{}') as Json };
};

describe('MCP tool arguments: the REST limits, refused in REST\'s words', () => {
  let session: McpSession;

  beforeAll(async () => {
    session = await startMcpSession((c) => c.get(TacImportService).importOsmocom(OSMOCOM_CSV));
  });
  afterAll(() => session?.close());

  it('refuses a tool it does not have as a protocol error with data.code, naming the tools it has', async () => {
    const refused = await session.client.callTool({ name: 'nope', arguments: {} }).then(
      () => null,
      (e: { code: number; message: string; data: unknown }) => e,
    );
    expect(refused).toMatchObject({ code: -32602, data: { code: 'TOOL_UNKNOWN' } });
    expect(refused?.message).toContain('Unknown tool "nope": call one of check-device,');
    expect(refused?.message).toContain('list-carriers');
  });

  it('states in tools/list the same length limits as the REST DTOs', async () => {
    const { tools } = await session.client.listTools();
    const props = (name: string) => (tools.find((t) => t.name === name)!.inputSchema.properties ?? {}) as Json;
    // CheckRequestDto: network 80, country 80, location 200, modelNumber 40, deviceId 120.
    expect(props('check-device')).toMatchObject({ carrier: { maxLength: 80 }, country: { maxLength: 80 }, location: { maxLength: 200 }, model_number: { maxLength: 40 }, device_id: { maxLength: 120 } });
    // BulkCreateQueryDto: carrier and country 80, as for one check; CarriersRequestDto.location 200; DeviceQueryDto.query 100.
    expect(props('check-devices')).toMatchObject({ carrier: { maxLength: 80 }, country: { maxLength: 80 } });
    expect(props('list-carriers').location.maxLength).toBe(200);
    expect(props('find-device').name.maxLength).toBe(100);
    expect(props('analyze-coverage')).toMatchObject({ address: { maxLength: 200 }, provider: { maxLength: 120 }, lat: { minimum: -90, maximum: 90 }, lng: { minimum: -180, maximum: 180 } });
    expect(props('analyze-issue')).toMatchObject({ lat: { minimum: -90, maximum: 90 }, lng: { minimum: -180, maximum: 180 } });
  });

  it('refuses a 100 KB carrier without echoing it, saying the limit and what to send', async () => {
    const carrier = 'x'.repeat(100_000);
    const { text, json } = refusal(await session.call('check-device', { imei: PIXEL_4, carrier }));
    expect(text).toBe('INPUT_INVALID: Invalid arguments for check-device: carrier must be at most 80 characters. Send carrier as a carrier name list-carriers lists.');
    expect(json).toMatchObject({ code: 'INPUT_INVALID', details: { problems: ['carrier must be at most 80 characters'] } });
    expect(JSON.stringify(json)).not.toContain('x'.repeat(100));
    const location = refusal(await session.call('list-carriers', { location: 'Paris'.repeat(100) }));
    expect(location.text).toBe('INPUT_INVALID: Invalid arguments for list-carriers: location must be at most 200 characters.');
    const name = refusal(await session.call('find-device', { name: 'Pixel'.repeat(30) }));
    expect(name.text).toBe('INPUT_INVALID: Invalid arguments for find-device: name must be at most 100 characters.');
  });

  it('says what is wrong with an IMEI and how to send it, not zod\'s words', async () => {
    const hint = 'Send imei as the 15-digit IMEI in text, e.g. "352931103746525" (dial *#06# on the phone).';
    expect(refusal(await session.call('check-device', { imei: -352931103746525 })).text).toBe(`INPUT_INVALID: Invalid arguments for check-device: imei must not be negative. ${hint}`);
    expect(refusal(await session.call('check-device', { imei: 3.5 })).text).toBe(`INPUT_INVALID: Invalid arguments for check-device: imei must be text or a whole number. ${hint}`);
    expect(refusal(await session.call('check-device', {})).text).toBe(`INPUT_INVALID: Invalid arguments for check-device: imei is required. ${hint}`);
    const several = refusal(await session.call('check-device', { imei: PIXEL_4, country: 7, verbose: true }));
    expect(several.text).toBe('INPUT_INVALID: Invalid arguments for check-device: country must be text; "verbose" is not an argument of check-device (see its inputSchema in tools/list). Send country as a country name list-carriers returns, e.g. "Germany".');
    expect(several.text).not.toMatch(/Too small|Invalid input|expected/);
  });

  it('names the entry of a list that is wrong', async () => {
    const { text } = refusal(await session.call('check-devices', { imeis: [PIXEL_4, { imei: PIXEL_4, carrier: 'c'.repeat(81) }, { imei: PIXEL_4, Carrier: 'Verizon' }] }));
    expect(text).toBe('INPUT_INVALID: Invalid arguments for check-devices: imeis[1].carrier must be at most 80 characters; imeis[2] has no field "Carrier". Send carrier as a carrier name list-carriers lists.');
    const empty = refusal(await session.call('check-devices', { imeis: [] }));
    expect(empty.text).toBe('INPUT_INVALID: Invalid arguments for check-devices: imeis needs at least 1 entry.');
  });
});
