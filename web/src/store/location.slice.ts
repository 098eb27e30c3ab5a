import type { SliceCreator } from './slice-creator';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Where the browser's coordinates are, as the server's reverse geocoder named it. */
export interface Place {
  city: string | null;
  locality: string | null;
  countryName: string | null;
}

export interface LocationSlice {
  locationText: string;
  useCurrentLocation: boolean;
  coordinates: Coordinates | null;
  /** The named place at `coordinates`, once known. */
  place: Place | null;
  locating: boolean;
  /** Typing a location unticks 'use current location' (they are mutually exclusive). */
  setLocationText: (text: string) => void;
  /** Ticking clears the typed text; unticking forgets the coordinates. */
  setUseCurrentLocation: (use: boolean) => void;
  setCoordinates: (coordinates: Coordinates | null) => void;
  setPlace: (place: Place | null) => void;
  setLocating: (locating: boolean) => void;
}

export const createLocationSlice: SliceCreator<LocationSlice> = (set) => ({
  locationText: '',
  useCurrentLocation: false,
  coordinates: null,
  place: null,
  locating: false,
  setLocationText: (text) => set({ locationText: text, useCurrentLocation: false, coordinates: null, place: null, locating: false, ...(text.trim() ? {} : { locationNote: null, locationLookupFailed: false, carrierUnconfirmed: false }) }),
  setUseCurrentLocation: (use) =>
    set(use ? { useCurrentLocation: true, locationText: '' } : { useCurrentLocation: false, coordinates: null, place: null, locating: false }),
  setCoordinates: (coordinates) => set({ coordinates, place: null }),
  setPlace: (place) => set({ place }),
  setLocating: (locating) => set({ locating }),
});

/** The location sent with a check: 'lat,lng' from the browser, or the typed text. */
export const selectCheckLocation = (s: LocationSlice): string | undefined => {
  if (s.useCurrentLocation) return s.coordinates ? `${s.coordinates.lat},${s.coordinates.lng}` : undefined;
  const text = s.locationText.trim();
  return text || undefined;
};
