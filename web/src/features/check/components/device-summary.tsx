import type { CheckResult } from '../api';

function Fact({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className={`mt-1 break-words text-sm font-semibold text-slate-900 ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}

/** Who made the device, which model, and on which carrier it was checked. */
export function DeviceSummary({ result }: { result: CheckResult }) {
  const { device, carrier } = result;
  const year = device.year ?? result.specifications?.releaseYear ?? null;
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      <Fact term="Make" value={device.make} />
      <Fact term="Model" value={device.model} />
      <Fact term="Year" value={year ? String(year) : 'Unknown'} />
      <Fact term="Model Number" value={device.modelNumber || 'Unknown'} />
      <Fact term="IMEI" value={device.imei} mono />
      <Fact term="Carrier" value={carrier?.country ? `${carrier.name} (${carrier.country})` : (carrier?.name ?? 'Unknown')} />
    </dl>
  );
}
