import { EntitySchema } from '@mikro-orm/core';

export class ApiKeyRow {
  id!: string;
  keyHash!: string;
  displayPrefix!: string;
  email!: string;
  name!: string;
  tier!: string;
  createdAt!: Date;
  revokedAt?: Date | null;
  expiresAt?: Date | null;
  createdFrom?: string | null;
}

export const ApiKeySchema = new EntitySchema<ApiKeyRow>({
  class: ApiKeyRow,
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', length: 36, primary: true },
    keyHash: { type: 'string', length: 64, unique: true },
    displayPrefix: { type: 'string', length: 20 },
    email: { type: 'string', length: 254 },
    name: { type: 'string', length: 100 },
    tier: { type: 'string', length: 16 },
    createdAt: { type: 'datetime' },
    revokedAt: { type: 'datetime', nullable: true },
    expiresAt: { type: 'datetime', nullable: true },
    createdFrom: { type: 'string', length: 64, nullable: true },
  },
});
