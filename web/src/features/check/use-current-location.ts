import { useCallback } from 'react';
import { useAppStore } from '../../store/app-store';

export const GEOLOCATION_FAILED = 'Unable to get your current location. Please enter coordinates manually.';
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser.';
/** The coverage page's words for a refused position, shown under the field once the alert is gone. */
export const LOCATION_UNAVAILABLE_NOTE = 'Your location is not available; type a place instead.';

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15000, maximumAge: 5 * 60 * 1000 };

/**
 * Handles the 'Use current location' checkbox: asks the browser, alerts on failure (specification
 * section 8). The coordinates it stores are named by the server's offline reverse geocoder
 * (GET /api/geo/reverse), whose country picks the carrier list (see useCarrierLookup).
 */
export function useCurrentLocationToggle(): (checked: boolean) => void {
  const setUseCurrentLocation = useAppStore((s) => s.setUseCurrentLocation);
  const setCoordinates = useAppStore((s) => s.setCoordinates);
  const setLocating = useAppStore((s) => s.setLocating);
  const setLocationText = useAppStore((s) => s.setLocationText);
  const setLocationNote = useAppStore((s) => s.setLocationNote);
  const resetCarriers = useAppStore((s) => s.resetCarriers);

  return useCallback(
    (checked: boolean) => {
      if (!checked) {
        setUseCurrentLocation(false);
        // The position's country no longer applies: back to the default country's list.
        resetCarriers(null);
        return;
      }
      if (!('geolocation' in navigator) || !navigator.geolocation) {
        window.alert(GEOLOCATION_UNSUPPORTED);
        return;
      }
      // Ticking clears the typed text (specification section 4); a refusal gives it back.
      const typed = useAppStore.getState().locationText;
      setUseCurrentLocation(true);
      setLocating(true);
      const stillWanted = () => useAppStore.getState().useCurrentLocation;
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (!stillWanted()) return;
          setCoordinates({ lat: position.coords.latitude, lng: position.coords.longitude });
          setLocating(false);
        },
        () => {
          if (!stillWanted()) return;
          setUseCurrentLocation(false);
          if (typed.trim()) setLocationText(typed);
          window.alert(GEOLOCATION_FAILED);
          setLocationNote(LOCATION_UNAVAILABLE_NOTE);
        },
        POSITION_OPTIONS,
      );
    },
    [setUseCurrentLocation, setCoordinates, setLocating, setLocationText, setLocationNote, resetCarriers],
  );
}
