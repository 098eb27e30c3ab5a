import type { CarrierListing, CarrierOption } from '../features/carriers/api';
import { DEFAULT_CARRIER, DEFAULT_CARRIERS, DEFAULT_COUNTRY } from '../features/carriers/default-carriers';
import type { SliceCreator } from './slice-creator';

export interface CarriersSlice {
  country: string;
  carriers: CarrierOption[];
  selectedCarrier: string;
  /** Replaces the list with a lookup's answer and selects its choice (or the first carrier). */
  setCarrierListing: (listing: CarrierListing) => void;
  /** Restores the default list and country, AT&T selected. */
  resetCarriers: () => void;
  selectCarrier: (name: string) => void;
}

export const createCarriersSlice: SliceCreator<CarriersSlice> = (set) => ({
  country: DEFAULT_COUNTRY,
  carriers: [...DEFAULT_CARRIERS],
  selectedCarrier: DEFAULT_CARRIER,
  setCarrierListing: ({ country, carriers, selected }) => {
    if (carriers.length === 0) {
      set({ country: DEFAULT_COUNTRY, carriers: [...DEFAULT_CARRIERS], selectedCarrier: DEFAULT_CARRIER });
      return;
    }
    const has = (name: string | null): name is string => !!name && carriers.some((c) => c.name === name);
    // Specification section 4: the server's choice, else AT&T in the United States, else the first carrier.
    const pick = has(selected) ? selected : country === DEFAULT_COUNTRY && has(DEFAULT_CARRIER) ? DEFAULT_CARRIER : carriers[0].name;
    set({ country, carriers, selectedCarrier: pick });
  },
  resetCarriers: () => set({ country: DEFAULT_COUNTRY, carriers: [...DEFAULT_CARRIERS], selectedCarrier: DEFAULT_CARRIER }),
  selectCarrier: (name) => set({ selectedCarrier: name }),
});
