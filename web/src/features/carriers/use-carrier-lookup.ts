import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAppStore } from '../../store/app-store';
import type { Coordinates, Place } from '../../store/location.slice';
import { reverseGeocode } from '../check/reverse-geocode';
import { SITE_CONFIG_QUERY_KEY, useSiteConfig, type SiteConfig } from '../site/use-site-config';
import { fetchCarriers, type CarrierListing } from './api';

/** Specification section 5: look carriers up once typing pauses for a second on more than 2 characters. */
export const CARRIER_LOOKUP_DELAY_MS = 1000;
export const CARRIER_LOOKUP_MIN_LENGTH = 3;

type LookupQuery = { text: string } | { coordinates: Coordinates };
interface LookupAnswer {
  listing: CarrierListing;
  place: Place | null;
  note: string | null;
}

/** The typed text named no place the gazetteer or the carrier list knows. */
class UnplacedLocation extends Error {}

/**
 * Typed text goes to POST /api/carriers as is: the server places country names, "Vilnius,
 * Lithuania", and place names through its offline gazetteer ("Paris", "Toronto, ON"), saying which
 * place it used. The browser's coordinates are named by the reverse geocoder first.
 */
async function lookup(query: LookupQuery): Promise<LookupAnswer> {
  if ('coordinates' in query) {
    const place = await reverseGeocode(query.coordinates);
    if (!place.countryName) throw new UnplacedLocation('No country is known at these coordinates.');
    return { listing: await fetchCarriers(place.countryName), place, note: null };
  }
  const listing = await fetchCarriers(query.text);
  return { listing, place: null, note: listing.place ? `Showing carriers for ${listing.country} (${listing.place}).` : null };
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
    if (useAppStore.getState().defaultListing) return;
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
 * Replaces the carrier list from the typed location or from the shared position. Per-call
 * callbacks of a mutation fire only for the latest call, so a slow answer for an older location
 * never overwrites a newer one; a failure restores the default list and says so. Returns true
 * while a lookup is under way.
 */
export function useCarrierLookup(): boolean {
  useDefaultListing();
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
      mutate(
        { text },
        {
          onSuccess: ({ listing, note }) => setCarrierListing(listing, note),
          onError: () => {
            const { defaultListing, country } = useAppStore.getState();
            resetCarriers(`We could not find a place called “${text}”. Showing carriers for ${defaultListing?.country ?? country}.`);
          },
        },
      );
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
        onError: () => resetCarriers('No country is known at your position. Showing the default carriers.'),
      },
    );
  }, [useCurrentLocation, coordinates, mutate, setCarrierListing, setPlace, resetCarriers]);

  return isPending;
}
