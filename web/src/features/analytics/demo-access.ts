import { useCallback, useState } from 'react';

/** The local flag of specification section 3: demo analytics access, value 'granted'. */
const STORAGE_KEY = 'bandwise.demoAnalyticsAccess';
const GRANTED = 'granted';

function readGranted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === GRANTED;
  } catch {
    return false;
  }
}

/** Whether this browser has self-granted demo access (kept across visits), and the grant. */
export function useDemoAccess(): { granted: boolean; grant: () => void } {
  const [granted, setGranted] = useState(readGranted);
  const grant = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, GRANTED);
    } catch {
      // Storage blocked: access lasts for this visit.
    }
    setGranted(true);
  }, []);
  return { granted, grant };
}
