import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LoadBoundary } from '../../../components/ui/load-boundary';
import { notify } from '../../../components/ui/toast';
import { useAppStore } from '../../../store/app-store';
import { IMEI_INPUT_ID } from './imei-field';
import { BlockedActions } from './blocked-actions';

/** The sheet and its drawer library (vaul) download only when a device is first reported blocked. */
const BlacklistSheet = lazy(() => import('./blacklist-sheet').then((module) => ({ default: module.BlacklistSheet })));

const FLAGGED = 'This device has been flagged in our security database and cannot be analyzed.';

/** The plain alert shown in place of the sheet when the sheet's code could not load. */
function BlockedAlert() {
  const blocked = useAppStore((s) => s.blocked);
  const dismissBlocked = useAppStore((s) => s.dismissBlocked);
  if (!blocked) return null;
  const close = () => {
    dismissBlocked();
    document.getElementById(IMEI_INPUT_ID)?.focus();
  };
  return (
    <div role="alert" data-testid="blocked-alert" className="mx-auto max-w-2xl space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <div className="flex gap-3">
        <ShieldAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-red-600" />
        <div className="space-y-1">
          <h2 className="font-semibold text-red-900">Device on Naughty List</h2>
          <p className="text-sm font-medium text-red-900">Security Alert</p>
          <p className="text-sm text-red-800">{FLAGGED}</p>
          <p className="break-all text-sm text-red-800">
            IMEI: <span className="font-mono">{blocked.imei}</span>
          </p>
          <p className="text-sm text-red-800">Reason: {blocked.reason}</p>
          <p className="text-sm text-red-800">
            If you believe this is a mistake, contact customer support or the carrier that reported the device, with
            proof of purchase.
          </p>
        </div>
      </div>
      <BlockedActions onClose={close} />
    </div>
  );
}

/**
 * Mounts the 'Device on Naughty List' sheet once a check is blocked, then keeps it mounted so it can
 * close with its animation and hand focus back to the IMEI field. If its code cannot download, an
 * inline alert (and a toast) says the device is flagged instead of the page failing.
 */
export function LazyBlacklistSheet() {
  const blocked = useAppStore((s) => s.blocked !== null);
  const [wanted, setWanted] = useState(false);
  if (blocked && !wanted) setWanted(true);
  if (!wanted && !blocked) return null;
  return (
    <LoadBoundary fallback={<BlockedAlert />} onFail={() => notify({ title: 'Device on Naughty List', description: FLAGGED, variant: 'destructive' })}>
      <Suspense fallback={null}>
        <BlacklistSheet />
      </Suspense>
    </LoadBoundary>
  );
}
