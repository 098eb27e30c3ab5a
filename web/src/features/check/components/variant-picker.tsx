import { ModelNumberEntry, type ModelNumberCheck } from './model-number-entry';

export interface VariantPickerProps {
  /** The variants the TAC leaves open, as the answer names them. */
  candidates: string[];
  check: ModelNumberCheck;
  /** The carrier of the check above, which the model number is checked on too. */
  carrier: string | null;
}

/**
 * An answer the IMEI leaves open between variants of a phone: the model number in the phone's
 * settings tells them apart, and checking it gives the exact answer.
 */
export function VariantPicker({ candidates, check, carrier }: VariantPickerProps) {
  return (
    <ModelNumberEntry
      id="variant-model-number"
      check={check}
      submitLabel="Check this model"
      hint="Find it in Settings > About phone (on an iPhone: Settings > General > About, tap the model number until it shows one that starts with A)."
      form={{ 'aria-labelledby': 'variant-picker-heading', 'data-testid': 'variant-picker', className: 'space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4' }}
    >
      <h3 id="variant-picker-heading" className="text-base font-semibold text-slate-900">
        Which one is yours?
      </h3>
      <p className="text-sm text-slate-700">
        Phones of several variants share this IMEI's first 8 digits{candidates.length ? `: ${candidates.join('; ')}` : ''}. Variants can
        differ in their radios, so part of this answer can depend on which one you have.
        {carrier ? ` Give the model number, and we will check it on ${carrier}, as above.` : ''}
      </p>
    </ModelNumberEntry>
  );
}
