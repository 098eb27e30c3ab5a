import { lazy, Suspense, useState } from 'react';
import { useAppStore } from '../../../store/app-store';

/** The sheet and its drawer library (vaul) download only when a device is first reported blocked. */
const BlacklistSheet = lazy(() => import('./blacklist-sheet').then((module) => ({ default: module.BlacklistSheet })));

/**
 * Mounts the 'Device on Naughty List' sheet once a check is blocked, then keeps it mounted so it can
 * close with its animation and hand focus back to the IMEI field.
 */
export function LazyBlacklistSheet() {
  const blocked = useAppStore((s) => s.blocked !== null);
  const [wanted, setWanted] = useState(false);
  if (blocked && !wanted) setWanted(true);
  if (!wanted && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <BlacklistSheet />
    </Suspense>
  );
}
