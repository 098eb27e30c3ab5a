import { ShieldAlert } from 'lucide-react';
import { Drawer } from '../../../components/ui/drawer';
import { useAppStore } from '../../../store/app-store';
import { IMEI_INPUT_ID } from './imei-field';
import { BlockedActions } from './blocked-actions';

const imeiField = () => document.getElementById(IMEI_INPUT_ID);

/** The 'Device on Naughty List' bottom sheet for a blocked IMEI; closing it clears the IMEI field. */
export function BlacklistSheet() {
  const blocked = useAppStore((s) => s.blocked);
  const dismissBlocked = useAppStore((s) => s.dismissBlocked);

  const close = () => dismissBlocked();

  // However the sheet closes, focus goes back to the cleared IMEI field, ready for another number.
  return (
    <Drawer open={blocked !== null} onOpenChange={(open) => (open ? undefined : close())} title="Device on Naughty List" returnFocusTo={imeiField}>
      <div className="space-y-4">
        <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <ShieldAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-red-600" />
          <div className="space-y-1">
            <h3 className="font-semibold text-red-900">Security Alert</h3>
            <p className="text-sm text-red-800">
              This device has been flagged in our security database and cannot be analyzed.
            </p>
          </div>
        </div>
        {blocked ? (
          <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="font-medium text-slate-500">IMEI</dt>
              <dd className="mt-0.5 break-all font-mono font-semibold text-slate-900">{blocked.imei}</dd>
            </div>
            <div className="min-w-0">
              <dt className="font-medium text-slate-500">Reason</dt>
              <dd className="mt-0.5 wrap-anywhere font-semibold text-slate-900">{blocked.reason}</dd>
            </div>
          </dl>
        ) : null}
        <p className="text-sm text-slate-600">
          If you believe this is a mistake, contact customer support or the carrier that reported the device, with
          proof of purchase. Do not buy or activate a device that has been reported lost or stolen.
        </p>
        <BlockedActions onClose={close} />
      </div>
    </Drawer>
  );
}
