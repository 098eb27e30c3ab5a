import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';

export interface VariantPickerProps {
  /** The variants the TAC leaves open, as the answer names them. */
  candidates: string[];
  /** Runs the check again for the model number the visitor read on the phone. */
  onModelNumber: (modelNumber: string) => void;
  /** That check is running. */
  pending: boolean;
  /** Why that check gave no answer (an unknown model number, no connection); the answer above stays. */
  problem: string | null;
}

/**
 * An answer the IMEI leaves open between variants of a phone: the model number in the phone's
 * settings tells them apart, and checking it gives the exact answer.
 */
export function VariantPicker({ candidates, onModelNumber, pending, problem }: VariantPickerProps) {
  const [modelNumber, setModelNumber] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (modelNumber.trim()) onModelNumber(modelNumber.trim());
  };
  return (
    <form onSubmit={submit} aria-labelledby="variant-picker-heading" data-testid="variant-picker" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h3 id="variant-picker-heading" className="text-base font-semibold text-slate-900">
        Which one is yours?
      </h3>
      <p className="text-sm text-slate-700">
        Phones of several variants share this IMEI's first 8 digits{candidates.length ? `: ${candidates.join('; ')}` : ''}. Their radios differ, so
        part of this answer depends on which one you have.
      </p>
      <Label htmlFor="variant-model-number">Model number</Label>
      <div className="flex gap-2">
        <Input
          id="variant-model-number"
          value={modelNumber}
          onChange={(e) => setModelNumber(e.target.value)}
          placeholder="e.g. SM-S921U or A2633"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby="variant-model-number-hint"
        />
        <Button type="submit" className="h-11 shrink-0" disabled={!modelNumber.trim() || pending}>
          {pending ? 'Checking…' : 'Check this model'}
        </Button>
      </div>
      <div id="variant-model-number-hint" role="status">
        {problem ? <p className="text-sm font-medium text-red-700 wrap-anywhere">{problem}</p> : null}
        <FieldHint>Find it in Settings &gt; About phone (on an iPhone: Settings &gt; General &gt; About, tap the model number until it shows one that starts with A).</FieldHint>
      </div>
    </form>
  );
}
