import type { Capabilities, Reason } from '../compatibility/assess-compatibility';

/** The device check result of the specification (section 3), extended with reasons and speeds. */
export interface CheckResult {
  success: true;
  searchId: string;
  device: { make: string; model: string; imei: string; modelNumber: string | null; year: number | null };
  capabilities: Capabilities;
  tacAnalysis: string;
  specifications: { releaseYear: number | null; networkBands: string; carrierVariant: string };
  carrier: { name: string; country: string };
  compatible: boolean;
  reasons: Reason[];
  speeds: { fourGMbps: number | null; fiveGMbps: number | null; note: string };
  location: string | null;
  coordinates: { lat: number; lng: number } | null;
}
