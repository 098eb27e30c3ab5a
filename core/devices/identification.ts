/** How the device of a check was identified: what the answer's `identification` says. */
export type IdentificationSource = 'imported-tac' | 'shipped-tac' | 'community-tac' | 'model-number' | 'device-id';

export interface Identification {
  source: IdentificationSource;
  /** The data set or input that identified it, e.g. "Osmocom TAC database (CC-BY-SA 3.0)". */
  origin: string;
  /** One sentence for a person, e.g. "Identified from the model number you gave (SM-S921U)". */
  text: string;
  /** The identifying data leads to variants with different bands; the assessment uses the bands common to all. */
  ambiguous: boolean;
  /** The variants it could be, by model number and name, when ambiguous. */
  candidates: string[];
  /** Where the IMEI's TAC list names another model or variant than the one given: that warning. */
  mismatch?: string;
}
