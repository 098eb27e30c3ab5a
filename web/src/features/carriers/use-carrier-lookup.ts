import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../../store/app-store';
import { fetchCarriers } from './api';

/** Specification section 5: look carriers up once typing pauses for a second on more than 2 characters. */
export const CARRIER_LOOKUP_DELAY_MS = 1000;
export const CARRIER_LOOKUP_MIN_LENGTH = 3;

/**
 * Replaces the carrier list from the typed location. Per-call callbacks of a mutation fire only
 * for the latest call, so a slow answer for older text never overwrites a newer one.
 * Returns true while a lookup is under way.
 */
export function useCarrierLookup(): boolean {
  const locationText = useAppStore((s) => s.locationText);
  const setCarrierListing = useAppStore((s) => s.setCarrierListing);
  const resetCarriers = useAppStore((s) => s.resetCarriers);
  const { mutate, isPending } = useMutation({ mutationFn: fetchCarriers });

  useEffect(() => {
    const text = locationText.trim();
    if (text.length < CARRIER_LOOKUP_MIN_LENGTH) return undefined;
    const timer = window.setTimeout(() => {
      mutate(text, { onSuccess: setCarrierListing, onError: resetCarriers });
    }, CARRIER_LOOKUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locationText, mutate, setCarrierListing, resetCarriers]);

  return isPending;
}
