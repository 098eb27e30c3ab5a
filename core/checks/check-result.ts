import type { Capabilities, Reason, Verdict, VoiceCapability } from '../compatibility/compatibility.types';
import type { Identification } from '../devices/identification';

/** The device check result of the specification (section 3), extended with reasons and speeds. */
export interface CheckResult {
  success: true;
  searchId: string;
  device: {
    make: string;
    model: string;
    imei: string;
    /** The model number actually identified, never another variant's; null when it cannot be told. */
    modelNumber: string | null;
    year: number | null;
    /** null: no catalog record, so unknown. */
    esim: boolean | null;
  };
  /** How the device was identified: from which data or input, and whether the variant is ambiguous. */
  identification: Identification;
  capabilities: Capabilities;
  /** Capabilities answered on a labelled inference (the device rule, or a carrier offer only implied): likely, not confirmed. */
  inferred: VoiceCapability[];
  tacAnalysis: string;
  specifications: { releaseYear: number | null; networkBands: string; carrierVariant: string };
  carrier: { name: string; country: string };
  /** What the visitor can act on; `compatible` is true exactly for `works` and `works_with_limits`. */
  verdict: Verdict;
  /** One plain sentence naming the carrier, e.g. "Works on T-Mobile, including 5G and Wi-Fi calling." */
  headline: string;
  compatible: boolean;
  reasons: Reason[];
  speeds: { fourGMbps: number | null; fiveGMbps: number | null; note: string };
  location: string | null;
  coordinates: { lat: number; lng: number } | null;
}

/** What a text answer adds after a capability answered on a labelled inference. */
export const inferredNote = (r: Pick<CheckResult, 'inferred'>, name: VoiceCapability): string => (r.inferred.includes(name) ? ' (inferred, not stated by a source)' : '');
