import type { DeviceModel, TacOrigin, TacRecord } from './device';
import type { ModelNumberIndex } from './model-numbers';
import type { GenerationRecord } from './radio-generations';

/** A device known by name from a TAC list, whatever its TACs. */
export interface TacNameMatch {
  make: string;
  model: string;
  origin: TacOrigin;
  /** The curated model it was matched to, when one was. */
  modelId: string | null;
}

/**
 * Finds a device from its TAC. Implementations keep the registry in memory on the hot path and
 * refresh it after an import; the core never knows where the data lives.
 */
export interface DeviceRegistry {
  findByTac(tac: string): Promise<TacRecord | null>;
  /** The curated model with band data, when the TAC was matched to one. */
  findModel(modelId: string): Promise<DeviceModel | null>;
  /** Curated models by model number, for identification by the codes a TAC list or a visitor gives. */
  modelNumberIndex(): Promise<ModelNumberIndex>;
  /** Radio generations a sourced sheet states for a device without catalog bands, by model code or name. */
  findGenerations(make: string, names: string[]): Promise<GenerationRecord | null>;
  /** Every curated model, for search by name. */
  listModels(): Promise<DeviceModel[]>;
  /** How many known TACs identify the curated model: 0 means it can only be found by name. */
  tacCount(modelId: string): Promise<number>;
  /** Devices in the TAC lists whose brand and name contain every word of the query. */
  searchTacNames(query: string, limit: number): Promise<TacNameMatch[]>;
}
