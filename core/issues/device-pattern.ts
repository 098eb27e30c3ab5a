import { deviceLabel, recognisedDevice, type ReportDevice } from './device-from-user-agent';
import type { SimilarReport } from './rank-similar';

function mostCommon(values: string[]): [string, number] | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}

/**
 * Says when similar reports share a device model (or at least a make): at least two of them, and
 * at least 40% of those whose device is known. That points to the device rather than the network.
 */
export function devicePattern(similar: SimilarReport[], own: ReportDevice): string | null {
  // Only devices recognised today are named to others, whatever an older report stored.
  const known = similar.map((s) => recognisedDevice(s.report.device)).filter((d) => d.make || d.model);
  if (known.length < 2) return null;
  const enough = (n: number) => n >= 2 && n / known.length >= 0.4;
  const model = mostCommon(known.filter((d) => d.model).map((d) => deviceLabel(d)));
  const make = mostCommon(known.map((d) => d.make).filter((m): m is string => !!m));
  const pick = model && enough(model[1]) ? { name: model[0], n: model[1], yours: deviceLabel(own) === model[0] } : make && enough(make[1]) ? { name: make[0], n: make[1], yours: own.make === make[0] } : null;
  if (!pick) return null;
  const yours = pick.yours ? ', like yours' : '';
  return `${pick.n} of ${known.length} similar reports with a known device come from ${pick.name} devices${yours}: the cause may be the device or its software rather than the network.`;
}
