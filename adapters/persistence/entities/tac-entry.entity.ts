import { EntitySchema } from '@mikro-orm/core';

export class TacEntry {
  tac!: string;
  make!: string;
  model!: string;
  /** catalog | osmocom | csv */
  origin!: string;
  /** Curated catalog model id when the name matched one. */
  modelId?: string | null;
  aka?: string | null;
  /** From a GSMA-style export: device type, radio interface, band text and allocation date. */
  deviceType?: string | null;
  radioInterface?: string | null;
  bands?: string | null;
  allocatedOn?: string | null;
  updatedAt!: Date;
}

export const TacEntrySchema = new EntitySchema<TacEntry>({
  class: TacEntry,
  tableName: 'tac_entries',
  properties: {
    tac: { type: 'string', length: 8, primary: true },
    make: { type: 'string', length: 120 },
    model: { type: 'string', length: 200 },
    origin: { type: 'string', length: 16 },
    modelId: { type: 'string', length: 120, nullable: true },
    aka: { type: 'text', nullable: true },
    deviceType: { type: 'string', length: 60, nullable: true },
    radioInterface: { type: 'string', length: 200, nullable: true },
    bands: { type: 'text', nullable: true },
    allocatedOn: { type: 'string', length: 20, nullable: true },
    updatedAt: { type: 'datetime' },
  },
});
