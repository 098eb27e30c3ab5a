import type { BulkSummary } from '../../../../core';
import { saveResponse } from '../../lib/download';
import { ApiError, apiJson, apiRequest, throwIfNotOk } from '../../lib/request';
import { withBrowserKey } from '../api-keys/keyed-call';

/** A bulk check as GET /api/v1/bulk-checks/{id} answers it. */
export interface BulkJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  totalRows: number;
  checkedRows: number;
  progress: number;
  summary: BulkSummary;
  error: string | null;
  failedLine: number | null;
}

/** Uploads a fleet list as it is (CSV or one IMEI per line) with this browser's key; 202 with the job. */
export async function startBulkCheck({ file, carrier, country }: { file: File; carrier: string; country: string }): Promise<BulkJob> {
  const body = await file.text();
  const params = new URLSearchParams(Object.entries({ carrier: carrier.trim(), country: country.trim() }).filter(([, value]) => value));
  const query = params.size ? `?${params}` : '';
  return withBrowserKey(async (headers) => {
    const response = await fetch(`/api/v1/bulk-checks${query}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': /\.(txt|list)$/i.test(file.name) ? 'text/plain' : 'text/csv' },
      body,
      credentials: 'include',
    });
    await throwIfNotOk(response);
    return (await response.json()) as BulkJob;
  });
}

/** A file the fleet upload takes: CSV or plain text, by its type or its name (browsers type CSV files differently). */
export const isFleetFile = (file: File): boolean => file.type.startsWith('text/') || /\.(csv|txt|list)$/i.test(file.name);

/** Whether an upload was refused for its carrier or country (a 422 naming one), not for its file. */
export const carrierRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && /^(CARRIER|COUNTRY)_/.test(String((error.body as { code?: unknown } | null)?.code ?? ''));

export const fetchBulkJob = (id: string): Promise<BulkJob> =>
  withBrowserKey((headers) => apiJson<BulkJob>('GET', `/api/v1/bulk-checks/${id}`, undefined, { headers }));

/** Saves the report as CSV and returns the file's name. */
export async function downloadBulkReport(id: string): Promise<string> {
  const response = await withBrowserKey((headers) => apiRequest('GET', `/api/v1/bulk-checks/${id}/results?format=csv`, undefined, { headers }));
  return saveResponse(response, `bulk-check-${id}.csv`);
}
