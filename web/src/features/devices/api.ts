import type { PublicDeviceSummary } from '../../../../core';
import { apiJson } from '../../lib/request';

/** One catalog model as GET /api/devices lists it: the core's own shape. */
export type DeviceSummary = PublicDeviceSummary;

export interface DeviceSearchPage {
  items: DeviceSummary[];
  total: number;
}

export const DEVICE_SEARCH_LIMIT = 8;

/** Catalog models whose name or model number matches the text, a page from `offset`. */
export function searchDevices(query: string, offset = 0, signal?: AbortSignal): Promise<DeviceSearchPage> {
  const params = new URLSearchParams({ query, limit: String(DEVICE_SEARCH_LIMIT), offset: String(offset) });
  return apiJson<DeviceSearchPage>('GET', `/api/devices?${params.toString()}`, undefined, { signal });
}

/** "Samsung Galaxy S24 (US)". */
export const deviceLabel = (d: DeviceSummary): string => `${d.make} ${d.name}${d.variant ? ` (${d.variant})` : ''}`;
