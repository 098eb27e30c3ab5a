import { Lock } from 'lucide-react';

/** What a check collects and why, shown before the form (specification section 2, item 2). */
export function PrivacyNotice() {
  return (
    <aside aria-labelledby="privacy-heading" className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <div className="flex gap-3">
        <span className="hidden h-9 w-9 shrink-0 sm:flex items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Lock aria-hidden="true" className="h-4 w-4" />
        </span>
        <div className="space-y-1 text-sm text-slate-600">
          <h2 id="privacy-heading" className="font-semibold text-slate-900">
            Privacy & Data Collection
          </h2>
          <p className="sm:hidden">IMEI, carrier and location identify your device and assess it; IMEIs are stored hashed, locations only as a city, for 12 months.</p>
          <p className="hidden sm:block">
            A check collects the device IMEI, the carrier you choose and the location you enter (or your browser's
            coordinates, only when you allow it). We use them to identify your device and assess its
            compatibility. IMEIs are stored hashed and masked, locations only as city, region and country, and
            device analysis data is kept for 12 months. You will be asked to accept our network policy before seeing
            results.
          </p>
        </div>
      </div>
    </aside>
  );
}
