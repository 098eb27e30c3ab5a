import { ApiKeySchema } from './api-key.entity';
import { BlacklistEntrySchema } from './blacklist-entry.entity';
import { CarrierRecordSchema } from './carrier-record.entity';
import { SearchSchema } from './search.entity';
import { SettingSchema } from './setting.entity';
import { TacEntrySchema } from './tac-entry.entity';

export const ENTITY_SCHEMAS = [TacEntrySchema, CarrierRecordSchema, BlacklistEntrySchema, SearchSchema, SettingSchema, ApiKeySchema];
