import { EntitySchema } from '@mikro-orm/core';

export class Search {
  id!: string;
  imeiHash!: string;
  imeiMasked!: string;
  tac!: string;
  make?: string | null;
  model?: string | null;
  releaseYear?: number | null;
  carrier?: string | null;
  success!: boolean;
  errorCode?: string | null;
  fourG?: string | null;
  fiveG?: string | null;
  volte?: string | null;
  wifiCalling?: string | null;
  compatible!: boolean;
  verdict?: string | null;
  inferred?: string | null;
  location?: string | null;
  channel!: string;
  apiKeyId?: string | null;
  searchedAt!: Date;
}

export const SearchSchema = new EntitySchema<Search>({
  class: Search,
  tableName: 'searches',
  properties: {
    id: { type: 'string', length: 36, primary: true },
    imeiHash: { type: 'string', length: 64 },
    imeiMasked: { type: 'string', length: 15 },
    tac: { type: 'string', length: 8 },
    make: { type: 'string', length: 120, nullable: true },
    model: { type: 'string', length: 200, nullable: true },
    releaseYear: { type: 'integer', nullable: true },
    carrier: { type: 'string', length: 120, nullable: true },
    success: { type: 'boolean' },
    errorCode: { type: 'string', length: 40, nullable: true },
    fourG: { type: 'string', length: 16, nullable: true },
    fiveG: { type: 'string', length: 16, nullable: true },
    volte: { type: 'string', length: 16, nullable: true },
    wifiCalling: { type: 'string', length: 16, nullable: true },
    compatible: { type: 'boolean' },
    verdict: { type: 'string', length: 30, nullable: true },
    inferred: { type: 'string', length: 40, nullable: true },
    location: { type: 'string', length: 200, nullable: true },
    channel: { type: 'string', length: 8 },
    apiKeyId: { type: 'string', length: 64, nullable: true },
    searchedAt: { type: 'datetime' },
  },
});
