import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../../store/app-store';
import type { Coordinates, Place } from '../../store/location.slice';
import { reverseGeocode } from '../check/reverse-geocode';
import { fetchCarriers, type CarrierListing } from './api';

/** Specification section 5: look carriers up once typing pauses for a second on more than 2 characters. */
export const CARRIER_LOOKUP_DELAY_MS = 1000;
export const CARRIER_LOOKUP_MIN_LENGTH = 3;

type LookupQuery = { text: string } | { coordinates: Coordinates };

/**
 * Typed text goes to POST /api/carriers as is; the browser's coordinates are first named by the
 * server's offline reverse geocoder, whose country then picks the list.
 */
async function lookup(query: LookupQuery): Promise<{ listing: CarrierListing; place: Place | null }> {
  if ('text' in query) return { listing: await fetchCarriers(query.text), place: null };
  const place = await reverseGeocode(query.coordinates);
  if (!place.countryName) throw new Error('No country is known at these coordinates.');
  return { listing: await fetchCarriers(place.countryName), place };
}

/**
 * Replaces the carrier list from the typed location or from the shared position. Per-call
 * callbacks of a mutation fire only for the latest call, so a slow answer for an older location
 * never overwrites a newer one; a failure restores the default list (specification section 4).
 * Returns true while a lookup is under way.
 */
export function useCarrierLookup(): boolean {
  const locationText = useAppStore((s) => s.locationText);
  const coordinates = useAppStore((s) => s.coordinates);
  const useCurrentLocation = useAppStore((s) => s.useCurrentLocation);
  const setCarrierListing = useAppStore((s) => s.setCarrierListing);
  const setPlace = useAppStore((s) => s.setPlace);
  const resetCarriers = useAppStore((s) => s.resetCarriers);
  const { mutate, isPending } = useMutation({ mutationFn: lookup });

  useEffect(() => {
    const text = locationText.trim();
    if (text.length < CARRIER_LOOKUP_MIN_LENGTH) return undefined;
    const timer = window.setTimeout(() => {
      mutate({ text }, { onSuccess: ({ listing }) => setCarrierListing(listing), onError: resetCarriers });
    }, CARRIER_LOOKUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locationText, mutate, setCarrierListing, resetCarriers]);

  useEffect(() => {
    if (!useCurrentLocation || !coordinates) return;
    mutate(
      { coordinates },
      {
        onSuccess: ({ listing, place }) => {
          if (!useAppStore.getState().useCurrentLocation) return;
          setPlace(place);
          setCarrierListing(listing);
        },
        onError: resetCarriers,
      },
    );
  }, [useCurrentLocation, coordinates, mutate, setCarrierListing, setPlace, resetCarriers]);

  return isPending;
}
