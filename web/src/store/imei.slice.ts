import { IMEI_DIGITS } from '../features/check/imei-input';
import { asciiDigits } from '../lib/ascii-digits';
import type { SliceCreator } from './slice-creator';

export interface ImeiSlice {
  imei: string;
  /** Keeps digits only (of any script, as ASCII) and stops at 15, whatever is typed or pasted. */
  setImei: (raw: string) => void;
  clearImei: () => void;
}

/** What the IMEI field keeps of typed text: its digits (any script's, as ASCII), at most 15. */
export const imeiDigitsOf = (raw: string): string => asciiDigits(raw).replace(/\D+/g, '').slice(0, IMEI_DIGITS);

export const createImeiSlice: SliceCreator<ImeiSlice> = (set) => ({
  imei: '',
  setImei: (raw) => set({ imei: imeiDigitsOf(raw) }),
  clearImei: () => set({ imei: '' }),
});

export const selectImei = (s: ImeiSlice) => s.imei;
