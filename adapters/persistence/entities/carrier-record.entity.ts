import { EntitySchema } from '@mikro-orm/core';

/** A carrier as stored: its curated record as JSON, so the band plan travels whole. */
export class CarrierRecord {
  id!: string;
  name!: string;
  country!: string;
  record!: string;
  updatedAt!: Date;
}

export const CarrierRecordSchema = new EntitySchema<CarrierRecord>({
  class: CarrierRecord,
  tableName: 'carriers',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    name: { type: 'string', length: 120 },
    country: { type: 'string', length: 80 },
    record: { type: 'text' },
    updatedAt: { type: 'datetime' },
  },
});
