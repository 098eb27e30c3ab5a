import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import type { DeviceModel, SourceRef } from './device';
import type { DeviceRegistry } from './device-registry';
import { searchModels } from './search-models';

/** A catalog device as the public device search lists it, for a visitor to pick theirs. */
export interface PublicDeviceSummary {
  id: string;
  make: string;
  /** The model name without the make, e.g. "Galaxy S24". */
  name: string;
  /** Regional variant, e.g. "US (SM-S921U/U1)"; null for a single-variant model. */
  variant: string | null;
  modelNumbers: string[];
  releaseYear: number | null;
  type: string;
  esim: boolean | null;
}

export interface PublicDeviceDetails extends PublicDeviceSummary {
  lteBands: number[];
  /** Why the source's LTE list may lack bands; absent where nothing is known to be wrong with it. */
  lteBandsIncomplete?: string;
  nrBands: number[];
  /** Why the source's 5G list may lack bands; absent where nothing is known to be wrong with it. */
  nrBandsIncomplete?: string;
  /** Whether the record's source says the device has VoLTE; null where it does not say. */
  volte: boolean | null;
  /** Whether the record's source says the device has Wi-Fi calling; null where it does not say. */
  wifiCalling: boolean | null;
  /** The LTE UE category the source gives; null where none is published. */
  lteCategory: number | null;
  source: SourceRef;
}

export interface DevicePage {
  items: PublicDeviceSummary[];
  total: number;
}

export const DEVICE_QUERY_MAX = 100;
const DEVICE_ID = /^[a-z0-9][a-z0-9-]{1,119}$/;

export const publicSummary = (m: DeviceModel): PublicDeviceSummary => ({
  id: m.id,
  make: m.make,
  name: m.model,
  variant: m.variant ?? null,
  modelNumbers: m.modelNumbers,
  releaseYear: m.releaseYear ?? null,
  type: m.deviceType,
  esim: m.esim,
});

/**
 * The public device search behind GET /api/devices: the same ranking as the CLI's `devices search`
 * and MCP find-device (names, variants and model numbers), paged, so a visitor whose TAC is
 * unknown can pick their phone and check it by id.
 */
export class ListDevices {
  constructor(private readonly registry: DeviceRegistry) {}

  async search(query: string, limit: number, offset: number): Promise<Result<DevicePage>> {
    const q = query.trim();
    if (!q || q.length > DEVICE_QUERY_MAX) {
      return fail(domainError('INPUT_INVALID', `query must be a device name or model number of 1 to ${DEVICE_QUERY_MAX} characters, e.g. "Galaxy S24" or "SM-S921U".`, { field: 'query' }));
    }
    const hits = searchModels(await this.registry.listModels(), q, Number.MAX_SAFE_INTEGER);
    return ok({ items: hits.slice(offset, offset + limit).map((h) => publicSummary(h.model)), total: hits.length });
  }

  async get(id: string): Promise<Result<PublicDeviceDetails>> {
    if (!DEVICE_ID.test(id)) {
      return fail(domainError('INPUT_INVALID', `"${id.slice(0, 40)}" is not a device id: ids are lower-case words joined by dashes, e.g. google-pixel-8-us.`, { field: 'id' }));
    }
    const m = await this.registry.findModel(id);
    if (!m) return fail(domainError('NOT_FOUND', `No catalog device has the id "${id}". Search the device by name with GET /api/devices?query=.`, { deviceSearch: '/api/devices?query=' }));
    const lteDoubt = m.lteBandsIncomplete ? { lteBandsIncomplete: m.lteBandsIncomplete } : {};
    const nrDoubt = m.nrBandsIncomplete ? { nrBandsIncomplete: m.nrBandsIncomplete } : {};
    return ok({
      ...publicSummary(m),
      lteBands: m.lteBands,
      ...lteDoubt,
      nrBands: m.nrBands,
      ...nrDoubt,
      volte: m.volte,
      wifiCalling: m.wifiCalling,
      lteCategory: m.lteCategory ?? null,
      source: m.source,
    });
  }
}
