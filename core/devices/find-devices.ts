import { domainError } from '../shared/domain-error';
import { fail, ok, type Result } from '../shared/result';
import { describeModel, type DeviceModel, type DeviceType } from './device';
import type { DeviceRegistry, TacNameMatch } from './device-registry';
import { searchModels } from './search-models';

/** A catalog model as a search lists it. */
export interface DeviceSummary {
  id: string;
  name: string;
  make: string;
  model: string;
  variant: string | null;
  modelNumbers: string[];
  releaseYear: number | null;
  deviceType: DeviceType;
  /** Known TACs identifying this model; 0 means the IMEI check cannot reach it yet. */
  tacCount: number;
}

export interface DeviceSearch {
  query: string;
  /** Curated models, with band data: best match first. */
  models: DeviceSummary[];
  /** Devices found only in imported TAC lists, without band data (one a TAC list matches to a catalog model is a model). */
  tacListDevices: TacNameMatch[];
}

export interface DeviceDetails extends DeviceSummary {
  device: DeviceModel;
  /** Other regional variants of the same model, by id. */
  otherVariants: Array<{ id: string; name: string }>;
}

const MAX_QUERY = 100;

/** Finds devices by name for support staff and agents: the catalog first, then the TAC lists. */
export class FindDevices {
  constructor(private readonly registry: DeviceRegistry) {}

  async search(query: string, limit = 10): Promise<Result<DeviceSearch>> {
    const q = query.trim();
    if (!q || q.length > MAX_QUERY) {
      return fail(domainError('INPUT_INVALID', `Give a device name or model number of 1 to ${MAX_QUERY} characters, e.g. "Pixel 8" or "SM-S928B".`));
    }
    const hits = searchModels(await this.registry.listModels(), q, limit);
    const models = await Promise.all(hits.map((h) => this.summary(h.model)));
    // A TAC-list name matched to a catalog model is that model, with bands: listed among the models
    // when it ranks within the limit, and never as a device without band data when it does not.
    const tacListDevices = (await this.registry.searchTacNames(q, limit * 2)).filter((d) => !d.modelId).slice(0, limit);
    return ok({ query: q, models, tacListDevices });
  }

  /** One model by id, model number or name; the best match when a name fits several. */
  async show(query: string): Promise<Result<DeviceDetails>> {
    const q = query.trim();
    const all = await this.registry.listModels();
    const wanted = q.toLowerCase();
    const model =
      all.find((m) => m.id === wanted) ??
      all.find((m) => m.modelNumbers.some((n) => n.toLowerCase() === wanted)) ??
      searchModels(all, q, 1)[0]?.model;
    if (!model) {
      return fail(domainError('NOT_FOUND', `No catalog model matches "${q}". Search with "devices search" (CLI) or the find-device tool.`, { query: q }));
    }
    const otherVariants = all
      .filter((m) => m.id !== model.id && m.make === model.make && m.model === model.model)
      .map((m) => ({ id: m.id, name: describeModel(m) }));
    return ok({ ...(await this.summary(model)), device: model, otherVariants });
  }

  private async summary(m: DeviceModel): Promise<DeviceSummary> {
    return {
      id: m.id,
      name: describeModel(m),
      make: m.make,
      model: m.model,
      variant: m.variant ?? null,
      modelNumbers: m.modelNumbers,
      releaseYear: m.releaseYear ?? null,
      deviceType: m.deviceType,
      tacCount: await this.registry.tacCount(m.id),
    };
  }
}
