import createClient from 'openapi-fetch';
import type { paths } from './generated/bandwise-api';

/** What the public flow saw, for the test to judge. */
export interface FlowResult {
  searchIds: string[];
  foundId: string | null;
  pages: string[][];
  csv: string;
  exportedIds: string[];
}

/**
 * The public flow a developer writes with a client generated from the served document
 * (openapi-typescript types, openapi-fetch calls), without a single cast: create a key, check
 * devices, read a search by id, page through recent searches, export as CSV and as JSON.
 */
export async function publicFlow(baseUrl: string, imei: string, checks: number): Promise<FlowResult> {
  const anonymous = createClient<paths>({ baseUrl });
  const created = await anonymous.POST('/api/generate-key', { body: { email: 'client-flow@example.com', name: 'generated client' } });
  if (!created.data) throw new Error(`generate-key answered ${created.response.status}: ${created.error?.error}`);
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${created.data.apiKey}` } });

  const searchIds: string[] = [];
  for (let i = 0; i < checks; i++) {
    const check = await api.POST('/api/v1/check', { body: { imei, network: 'T-Mobile' } });
    if (!check.data) throw new Error(`check answered ${check.response.status}: ${check.error?.error}`);
    searchIds.push(check.data.searchId);
  }
  const found = await api.GET('/api/v1/search/{id}', { params: { path: { id: searchIds[0] } } });

  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await api.GET('/api/v1/recent-searches', { params: { query: { limit: 2, cursor } } });
    if (!page.data) throw new Error(`recent-searches answered ${page.response.status}: ${page.error?.error}`);
    pages.push(page.data.searches.map((s) => s.id));
    cursor = page.data.nextCursor ?? undefined;
  } while (cursor);

  const csv = await api.GET('/api/v1/export', { params: { query: { format: 'csv' } }, parseAs: 'text' });
  const json = await api.GET('/api/v1/export', { params: { query: { format: 'json' } } });
  return {
    searchIds,
    foundId: found.data?.id ?? null,
    pages,
    csv: csv.data ?? '',
    // The export's 200 is JSON or CSV by `format`; the array check narrows the union to the JSON one.
    exportedIds: Array.isArray(json.data) ? json.data.map((s) => s.id) : [],
  };
}
