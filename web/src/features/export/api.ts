import { saveResponse } from '../../lib/download';
import { apiRequest } from '../../lib/request';
import { withBrowserKey } from '../api-keys/keyed-call';

export type ExportFormat = 'json' | 'csv';

export interface ExportOutcome {
  filename: string;
  /** Searches in the file: 0 means an empty file the visitor should hear about. */
  rows: number;
}

/** Data rows of an export body: JSON array entries, or CSV lines after the header. */
export function exportRows(format: ExportFormat, body: string): number {
  if (format === 'json') {
    const parsed = JSON.parse(body || '[]') as unknown;
    return Array.isArray(parsed) ? parsed.length : 0;
  }
  return Math.max(0, body.split(/\r?\n/).filter((line) => line.trim()).length - 1);
}

/** Downloads this browser's searches (GET /api/v1/export, keyed) and says how many it holds. */
export async function downloadExport(format: ExportFormat): Promise<ExportOutcome> {
  const response = await withBrowserKey((headers) => apiRequest('GET', `/api/v1/export?format=${format}`, undefined, { headers }));
  const rows = exportRows(format, await response.clone().text());
  return { filename: await saveResponse(response, `imei_searches.${format}`), rows };
}
