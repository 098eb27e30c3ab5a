import { saveResponse } from '../../lib/download';
import { apiRequest } from '../../lib/request';
import { withBrowserKey } from '../api-keys/keyed-call';

export type ExportFormat = 'json' | 'csv';

/** Downloads this browser's searches (GET /api/v1/export, keyed) and returns the file's name. */
export async function downloadExport(format: ExportFormat): Promise<string> {
  const response = await withBrowserKey((headers) =>
    apiRequest('GET', `/api/v1/export?format=${format}`, undefined, { headers }),
  );
  return saveResponse(response, `imei_searches.${format}`);
}
