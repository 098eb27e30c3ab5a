import type { Capabilities, Reason, Verdict } from '../compatibility/compatibility.types';

/** The device check result of the specification (section 3), extended with reasons and speeds. */
export interface CheckResult {
  success: true;
  searchId: string;
  device: { make: string; model: string; imei: string; modelNumber: string | null; year: number | null };
  capabilities: Capabilities;
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
