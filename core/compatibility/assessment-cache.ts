import type { Carrier } from '../carriers/carrier';
import type { DeviceModel } from '../devices/device';
import type { Assessment } from './compatibility.types';

/** How many assessments are kept: some thousands of phone-and-carrier pairs, a few megabytes. */
const ASSESSMENTS_KEPT = 2000;

interface Entry {
  model: DeviceModel;
  carrier: Carrier;
  assessment: Assessment;
}

/**
 * The assessments made last, least recently used dropped first. An assessment depends only on the
 * device record, the carrier, the day and the model number the visitor gave, and most checks ask
 * about a few popular phones on a few carriers: those are assessed once a day instead of on every
 * check. An entry serves only the very records it was made from, so catalog or carrier data read
 * anew (new records) is assessed anew. What it hands out is frozen, as every caller shares it.
 */
export class AssessmentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = ASSESSMENTS_KEPT) {}

  get(model: DeviceModel, carrier: Carrier, day: string, modelNumber: string | null, assess: () => Assessment): Assessment {
    const key = `${model.id}\n${carrier.id}\n${day}\n${modelNumber ?? ''}`;
    const kept = this.entries.get(key);
    this.entries.delete(key);
    const entry = kept && kept.model === model && kept.carrier === carrier ? kept : { model, carrier, assessment: deepFreeze(assess()) };
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry.assessment;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) deepFreeze(member);
  return Object.freeze(value);
}
