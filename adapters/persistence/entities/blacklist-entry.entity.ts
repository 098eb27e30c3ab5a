import { EntitySchema } from '@mikro-orm/core';

/** A blocked IMEI, keyed by its keyed hash; the masked form is kept for people to read. */
export class BlacklistEntryRow {
  imeiHash!: string;
  imeiMasked!: string;
  reason!: string;
  source!: string;
  addedAt!: Date;
  /** The admin chose to show the reason to whoever checks the IMEI. */
  reasonPublic!: boolean;
}

export const BlacklistEntrySchema = new EntitySchema<BlacklistEntryRow>({
  class: BlacklistEntryRow,
  tableName: 'blacklist',
  properties: {
    imeiHash: { type: 'string', length: 64, primary: true },
    imeiMasked: { type: 'string', length: 15 },
    reason: { type: 'string', length: 500 },
    source: { type: 'string', length: 200 },
    addedAt: { type: 'datetime' },
    reasonPublic: { type: 'boolean', default: false },
  },
});
