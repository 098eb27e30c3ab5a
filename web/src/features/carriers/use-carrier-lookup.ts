import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useAppStore } from '../../store/app-store';
import type { Coordinates, Place } from '../../store/location.slice';
import { reverseGeocode } from '../check/reverse-geocode';
import { SITE_CONFIG_QUERY_KEY, useSiteConfig, type SiteConfig } from '../site/use-site-config';
import { fetchCarriers, type CarrierListing } from './api';
import { useTypedLocationLookup } from './use-typed-location-lookup';

interface PositionAnswer {
  listing: CarrierListing;
  place: Place | null;
}

/** The browser's coordinates are named by the reverse geocoder, whose country picks the list. */
async function lookupAt(coordinates: Coordinates): Promise<PositionAnswer> {
  const place = await reverseGeocode(coordinates);
  if (!place.countryName) throw new Error('No country is known at these coordinates.');
  return { listing: await fetchCarriers(place.countryName), place };
}

const defaultListingQuery = (country: string) => ({ queryKey: ['carriers', country], queryFn: () => fetchCarriers(country) });

/** Loads the own network's country as the default list, the own network preselected. */
function useDefaultListing() {
  const site = useSiteConfig();
  const setDefaultListing = useAppStore((s) => s.setDefaultListing);
  const { data } = useQuery(defaultListingQuery(site.networkCountry));
  useEffect(() => {
    if (data) setDefaultListing(site.networkName, data);
  }, [data, site.networkName, setDefaultListing]);
}

/**
 * Waits for the own network's list when it has not arrived yet, so a check submitted the moment
 * the page opens runs on the own network rather than on the built-in defaults. When the site
 * settings or the list cannot be loaded, the defaults stay and the check goes ahead.
 */
export function useDefaultListingReady(): () => Promise<void> {
  const queryClient = useQueryClient();
  const setDefaultListing = useAppStore((s) => s.setDefaultListing);
  return useCallback(async () => {
    // Offline, the queries would pause until the network returns: check on the defaults at once.
    if (useAppStore.getState().defaultListing || !navigator.onLine) return;
    try {
      const site = await queryClient.ensureQueryData<SiteConfig>({ queryKey: SITE_CONFIG_QUERY_KEY });
      const listing = await queryClient.ensureQueryData(defaultListingQuery(site.networkCountry));
      if (!useAppStore.getState().defaultListing) setDefaultListing(site.networkName, listing);
    } catch {
      // The built-in defaults stay; the check itself reports any server trouble.
    }
  }, [queryClient, setDefaultListing]);
}

/**
 * Replaces the carrier list from the typed location (see useTypedLocationLookup) or from the shared
 * position. Per-call callbacks of a mutation fire only for the latest call, so a slow answer for an
 * older position never overwrites a newer one; a failure restores the default list and says so.
 * Returns whether a lookup is pending (a typed location's pause included) and a function that
 * settles a pending typed lookup before a check.
 */
/** How long a check waits for the browser's position and its carriers before going ahead on the list shown. */
const POSITION_WAIT_MS = 15_000;

export function useCarrierLookup(): { loading: boolean; settleLookup: () => Promise<void> } {
  useDefaultListing();
  const settleLookup = useTypedLocationLookup();
  const findingCarriers = useAppStore((s) => s.findingCarriersFor !== null);
  const coordinates = useAppStore((s) => s.coordinates);
  const useCurrentLocation = useAppStore((s) => s.useCurrentLocation);
  const setCarrierListing = useAppStore((s) => s.setCarrierListing);
  const setPlace = useAppStore((s) => s.setPlace);
  const resetCarriers = useAppStore((s) => s.resetCarriers);
  const { mutate, isPending } = useMutation({ mutationFn: lookupAt });
  /** The position whose carriers have been looked up (answered or failed). */
  const lookedUp = useRef<Coordinates | null>(null);

  useEffect(() => {
    if (!useCurrentLocation || !coordinates) return;
    mutate(coordinates, {
      onSuccess: ({ listing, place }) => {
        if (!useAppStore.getState().useCurrentLocation) return;
        setPlace(place);
        setCarrierListing(listing);
      },
      onError: () => resetCarriers('No country is known at your position. Showing the default carriers.'),
      onSettled: () => void (lookedUp.current = coordinates),
    });
  }, [useCurrentLocation, coordinates, mutate, setCarrierListing, setPlace, resetCarriers]);

  // A check waits while the browser locates the visitor and their position's carriers load, as it does for a typed place.
  const settle = useCallback(async () => {
    await settleLookup();
    const busy = () => {
      const s = useAppStore.getState();
      return s.useCurrentLocation && (s.locating || (s.coordinates !== null && lookedUp.current !== s.coordinates));
    };
    for (const until = Date.now() + POSITION_WAIT_MS; busy() && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
  }, [settleLookup]);

  return { loading: isPending || findingCarriers, settleLookup: settle };
}
