import type { DeviceModel, TacRecord } from './device';

/**
 * Finds a device from its TAC. Implementations keep the registry in memory on the hot path and
 * refresh it after an import; the core never knows where the data lives.
 */
export interface DeviceRegistry {
  findByTac(tac: string): Promise<TacRecord | null>;
  /** The curated model with band data, when the TAC was matched to one. */
  findModel(modelId: string): Promise<DeviceModel | null>;
}
