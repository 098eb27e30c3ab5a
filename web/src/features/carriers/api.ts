import { apiJson } from '../../lib/request';

export interface CarrierOption {
  name: string;
  marketShare: string;
  description: string;
}

/** Answer of POST /api/carriers. `selected` may be null when the server has no preference. */
export interface CarrierListing {
  country: string;
  carriers: CarrierOption[];
  selected: string | null;
  /** The gazetteer place the server used when the text named no country ("Paris, Île-de-France, France"). */
  place: string | null;
}

/** The carriers of the country a typed location names; 404 when none are known. */
export function fetchCarriers(location: string): Promise<CarrierListing> {
  return apiJson<CarrierListing>('POST', '/api/carriers', { location });
}
