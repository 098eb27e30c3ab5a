import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '../../store/app-store';
import { fetchCarriers } from '../carriers/api';
import { reverseGeocode } from '../check/reverse-geocode';
import { useSiteConfig } from '../site/use-site-config';

/** Two decimals (about 1 km): nearby coordinates share one lookup, and the country is the same. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The carriers of the country at the coordinates: the same lookup as the check form's location.
 * Null when that is the country the page already lists (no second request for the same list).
 */
async function carriersAt(lat: number, lng: number, listed: string | null): Promise<string[] | null> {
  const place = await reverseGeocode({ lat, lng });
  if (!place.countryName) throw new Error('No country is known at these coordinates.');
  if (place.countryName === listed) return null;
  const listing = await fetchCarriers(place.countryName);
  return listing.carriers.map((c) => c.name);
}

/**
 * The mobile providers to offer for a place: the carriers of the country at its coordinates, the
 * operator's own network first where that country lists it. Without coordinates, while the lookup
 * runs, or when it fails, the page's carrier list stands in (the default list until a location is
 * known).
 */
export function useLocationProviders(position: { lat: number; lng: number } | null): string[] {
  const fallback = useAppStore((s) => s.carriers);
  // The page's list counts as the country's own only once loaded from the server (with the own network).
  const listed = useAppStore((s) => (s.defaultListing ? s.country : null));
  const { networkName } = useSiteConfig();
  const lat = position ? round(position.lat) : null;
  const lng = position ? round(position.lng) : null;
  const { data } = useQuery({
    queryKey: ['coverage-providers', lat, lng, listed],
    queryFn: () => carriersAt(lat!, lng!, listed),
    enabled: lat !== null && lng !== null,
  });
  return useMemo(() => {
    const names = data && data.length ? data : fallback.map((c) => c.name);
    return names.includes(networkName) ? [networkName, ...names.filter((n) => n !== networkName)] : names;
  }, [data, fallback, networkName]);
}
