import type { SearchView } from '../../../core';
import type { SearchRecordDto } from './v1.dto';

/** A search as the API shows it (dates as ISO strings). */
export const searchJson = (s: SearchView): SearchRecordDto => ({
  id: s.id,
  imei: s.imei,
  device: s.device,
  capabilities: s.capabilities,
  inferred: s.inferred,
  carrier: s.carrier,
  success: s.success,
  errorCode: s.errorCode,
  location: s.location,
  channel: s.channel,
  searchedAt: s.searchedAt.toISOString(),
});
