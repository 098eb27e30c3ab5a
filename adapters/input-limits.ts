/**
 * The longest text each input takes, shared by the REST DTOs and the MCP tools' schemas, so both
 * front doors refuse the same values before any work is done (and a value too long to be a name
 * is never echoed back in a domain error) and the OpenAPI document and tools/list state the same
 * limits. It lives outside adapters/http because mcp/ may not import the HTTP adapter.
 */
export const TEXT_LIMITS = {
  imei: 40,
  /** A check's carrier (`network` over REST) and its country, a bulk list's and its entries' alike. */
  carrier: 80,
  country: 80,
  /** A place, coordinates or country name: a check's location, a carrier list's. */
  location: 200,
  modelNumber: 40,
  deviceId: 120,
  /** A device search: a name or model number. */
  deviceQuery: 100,
  address: 200,
  provider: 120,
  issueDescription: 2000,
  userAgent: 512,
} as const;
