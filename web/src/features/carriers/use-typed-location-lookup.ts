import { useCallback, useEffect, useRef } from 'react';
import { errorBody, errorMessageOf, errorStatus } from '../../lib/error-message';
import { queryClient } from '../../lib/query-client';
import { useAppStore } from '../../store/app-store';
import { placeQuery } from '../places/use-place-suggestions';
import { fetchCarriers } from './api';

/** Specification section 5: look carriers up once typing pauses for a second on more than 2 characters. */
export const CARRIER_LOOKUP_DELAY_MS = 1000;
export const CARRIER_LOOKUP_MIN_LENGTH = 3;

/** Answers that mean the text named no place (rather than that the lookup broke). */
const UNPLACED = new Set([400, 404, 422]);

/** One typed location's lookup: waiting out the pause, then asking, then settled. */
interface Lookup {
  text: string;
  started: boolean;
  settled: boolean;
  /** Resolves once the lookup has settled, or once newer text has replaced it. */
  done: Promise<void>;
  finish: () => void;
  start: () => void;
}

/** Whether the gazetteer has places whose names start with the text (the suggestions' own query, usually cached). */
const startsPlaceNames = (text: string): Promise<boolean> =>
  queryClient.fetchQuery(placeQuery(text)).then(
    (places) => places.length > 0,
    () => false,
  );

/** The note after a failed lookup: no such place, or the lookup itself failed and may be tried again. */
function failureNote(error: unknown, text: string, shown: string): { note: string; broken: boolean } {
  const status = errorStatus(error);
  // Numbers that are no coordinates ("91, 200"): the server says why, which no place search would.
  if (status === 400 && errorBody(error)?.field === 'location') return { note: `${errorMessageOf(error, '')} Showing carriers for ${shown}.`, broken: false };
  if (status !== null && UNPLACED.has(status)) return { note: `We could not find a place called “${text}”. Showing carriers for ${shown}.`, broken: false };
  return { note: `The carrier lookup for “${text}” failed; please try again. Showing carriers for ${shown}.`, broken: true };
}

/**
 * The typed location's carrier lookup (POST /api/carriers after the one-second pause). The store's
 * `findingCarriersFor` names the text from the first keystroke until its answer is applied, and the
 * returned function settles a pending lookup at once (skipping the rest of the pause), so a check
 * submitted meanwhile runs on the carrier the form is about to show.
 */
export function useTypedLocationLookup(): () => Promise<void> {
  const locationText = useAppStore((s) => s.locationText);
  const attempt = useAppStore((s) => s.lookupAttempt);
  const current = useRef<Lookup | null>(null);

  useEffect(() => {
    const text = locationText.trim();
    const { setFindingCarriersFor, setCarrierListing, resetCarriers, lookupFailed, setLocationNote } = useAppStore.getState();
    if (text.length < CARRIER_LOOKUP_MIN_LENGTH) {
      current.current = null;
      setFindingCarriersFor(null);
      // A location cleared by hand leaves no other country's list behind (the browser's position has its own lookup).
      const { country, defaultListing, useCurrentLocation } = useAppStore.getState();
      if (text.length === 0 && !useCurrentLocation && defaultListing && country !== defaultListing.country) resetCarriers();
      return undefined;
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const lookup: Lookup = { text, started: false, settled: false, done, finish, start: () => {} };
    const latest = () => current.current === lookup;
    let timer = 0;
    lookup.start = () => {
      if (lookup.started) return;
      lookup.started = true;
      window.clearTimeout(timer);
      fetchCarriers(text).then(
        (listing) => {
          if (!latest()) return;
          // Coordinates name no place: the note still says whose carriers these are.
          setCarrierListing(listing, `Showing carriers for ${listing.country}${listing.place ? ` (${listing.place})` : ''}.`);
        },
        async (error: unknown) => {
          if (!latest()) return;
          const { defaultListing, country } = useAppStore.getState();
          const { note, broken } = failureNote(error, text, defaultListing?.country ?? country);
          if (broken) return lookupFailed(note);
          // Text that starts place names ("Lond" while typing London) is no failure: the list stays, and the note says what to do.
          if (await startsPlaceNames(text)) {
            if (latest()) setLocationNote(`“${text}” starts the names of several places: pick one from the suggestions, or keep typing.`);
            return;
          }
          if (latest()) resetCarriers(note);
        },
      ).finally(() => {
        lookup.settled = true;
        if (latest()) setFindingCarriersFor(null);
        finish();
      });
    };
    current.current = lookup;
    setFindingCarriersFor(text);
    timer = window.setTimeout(lookup.start, CARRIER_LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      // Replaced before it asked: whoever waits for it goes on to the newer lookup.
      if (!lookup.started) finish();
    };
  }, [locationText, attempt]);

  return useCallback(async () => {
    // Text may change while waiting: follow the newest lookup, a few times at most.
    for (let i = 0; i < 3; i++) {
      const lookup = current.current;
      if (!lookup || lookup.settled) return;
      lookup.start();
      await lookup.done;
    }
  }, []);
}
