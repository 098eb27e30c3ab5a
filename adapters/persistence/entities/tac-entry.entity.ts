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
    updatedAt: { type: 'datetime' },
  },
});
