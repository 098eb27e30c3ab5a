import type { CarrierListing, CarrierOption } from '../features/carriers/api';
import { DEFAULT_CARRIER, DEFAULT_CARRIERS, DEFAULT_COUNTRY } from '../features/carriers/default-carriers';
import type { SliceCreator } from './slice-creator';

export interface CarriersSlice {
  country: string;
  carriers: CarrierOption[];
  selectedCarrier: string;
  /** The operator's own network (NETWORK_NAME): preselected wherever it is listed. */
  ownNetwork: string | null;
  /** The list shown before any location is known: the own network's country, once loaded. */
  defaultListing: CarrierListing | null;
  /** What the location lookup made of the typed text, when the visitor should know. */
  locationNote: string | null;
  /** True when the note says the lookup itself failed (server or network), so a retry may help. */
  locationLookupFailed: boolean;
  /** The typed location whose carriers are being found, from the first keystroke (the pause included). */
  findingCarriersFor: string | null;
  /** True after a failed lookup until the visitor picks a carrier: the check waits for one or the other. */
  carrierUnconfirmed: boolean;
  /** The visitor picked the carrier by hand: a new list that has it keeps that pick. */
  carrierPickedByHand: boolean;
  /** The carrier picked by hand that the new list lacks (another country's): the check waits for a new pick. */
  carrierPickLost: string | null;
  /** Bumped to run the typed location's lookup again after a failure. */
  lookupAttempt: number;
  setFindingCarriersFor: (text: string | null) => void;
  setLocationNote: (note: string | null) => void;
  /** Restores the default list after a failed lookup, says so, and offers to try again. */
  lookupFailed: (note: string) => void;
  retryCarrierLookup: () => void;
  /** Replaces the list with a lookup's answer and selects its choice (or the first carrier). */
  setCarrierListing: (listing: CarrierListing, note?: string | null) => void;
  /** Restores the default list and country, with a note saying why when there is one. */
  resetCarriers: (note?: string | null) => void;
  /** Sets the own network and the default listing, and shows it unless a lookup replaced the list. */
  setDefaultListing: (ownNetwork: string, listing: CarrierListing) => void;
  selectCarrier: (name: string) => void;
}

const staticDefault: CarrierListing = { country: DEFAULT_COUNTRY, carriers: [...DEFAULT_CARRIERS], selected: DEFAULT_CARRIER, place: null };

/** The own network when listed, else the server's choice, else AT&T in the United States, else the first. */
function pick({ country, carriers, selected }: CarrierListing, ownNetwork: string | null): string {
  const has = (name: string | null): name is string => !!name && carriers.some((c) => c.name === name);
  if (has(ownNetwork)) return ownNetwork;
  if (has(selected)) return selected;
  return country === DEFAULT_COUNTRY && has(DEFAULT_CARRIER) ? DEFAULT_CARRIER : carriers[0].name;
}

export const createCarriersSlice: SliceCreator<CarriersSlice> = (set, get) => {
  /** Shows a list; a carrier the visitor picked stays picked where the list has it, and is said lost where not. */
  const show = (listing: CarrierListing, note: string | null) => {
    const handPicked = get().carrierPickedByHand ? get().selectedCarrier : get().carrierPickLost;
    const kept = handPicked && listing.carriers.some((c) => c.name === handPicked) ? handPicked : null;
    set({
      country: listing.country,
      carriers: listing.carriers,
      // A lost pick leaves no carrier chosen, so the visitor picks one (any one, the first included).
      selectedCarrier: kept ?? (handPicked ? '' : pick(listing, get().ownNetwork)),
      locationNote: note,
      locationLookupFailed: false,
      carrierUnconfirmed: false,
      carrierPickedByHand: kept !== null,
      carrierPickLost: kept ? null : handPicked,
    });
  };
  return {
    country: DEFAULT_COUNTRY,
    carriers: [...DEFAULT_CARRIERS],
    selectedCarrier: DEFAULT_CARRIER,
    ownNetwork: null,
    defaultListing: null,
    locationNote: null,
    locationLookupFailed: false,
    carrierUnconfirmed: false,
    carrierPickedByHand: false,
    carrierPickLost: null,
    findingCarriersFor: null,
    lookupAttempt: 0,
    setFindingCarriersFor: (text) => set({ findingCarriersFor: text }),
    setLocationNote: (note) => set({ locationNote: note, locationLookupFailed: false }),
    lookupFailed: (note) => {
      show(get().defaultListing ?? staticDefault, note);
      // No carrier is chosen for the visitor: any of the list, the one that was shown included, can be picked.
      set({ locationLookupFailed: true, carrierUnconfirmed: true, selectedCarrier: '' });
    },
    retryCarrierLookup: () => set((s) => ({ lookupAttempt: s.lookupAttempt + 1, locationNote: null, locationLookupFailed: false, carrierUnconfirmed: false })),
    setCarrierListing: (listing, note = null) => {
      if (listing.carriers.length === 0) get().resetCarriers(note);
      else show(listing, note);
    },
    resetCarriers: (note = null) => show(get().defaultListing ?? staticDefault, note),
    setDefaultListing: (ownNetwork, listing) => {
      const showingDefault = get().country === (get().defaultListing ?? staticDefault).country && !get().locationText.trim() && !get().coordinates;
      set({ ownNetwork, defaultListing: listing.carriers.length ? listing : null });
      // A carrier picked from the preloaded list before this one arrived stays picked, where listed.
      if (showingDefault && listing.carriers.length) show(listing, null);
    },
    selectCarrier: (name) => set({ selectedCarrier: name, carrierUnconfirmed: false, carrierPickedByHand: true, carrierPickLost: null }),
  };
};
