import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';

/** Checking the same IMEI again by the model number the visitor read on the phone. */
export interface ModelNumberCheck {
  onModelNumber: (modelNumber: string) => void;
  /** That check is running. */
  pending: boolean;
  /** Why that check gave no answer (an unknown model number, no connection); the answer above stays. */
  problem: string | null;
}

interface ModelNumberEntryProps {
  /** The input's id; its hint and problem get ids from it. */
  id: string;
  check: ModelNumberCheck;
  submitLabel: string;
  hint: string;
  /** What the form is about, above the field. */
  children?: ReactNode;
  form: { 'aria-label'?: string; 'aria-labelledby'?: string; 'data-testid'?: string; className: string };
  /** The field's starting text: a model number just tried, ready to correct. */
  initial?: string;
}

/** A model number field and its button; why the check gave no answer is said under it, politely announced. */
export function ModelNumberEntry({ id, check, submitLabel, hint, children, form, initial = '' }: ModelNumberEntryProps) {
  const [modelNumber, setModelNumber] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (modelNumber.trim()) check.onModelNumber(modelNumber.trim());
  };
  return (
    <form onSubmit={submit} {...form}>
      {children}
      <Label htmlFor={id}>Model number</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={modelNumber}
          onChange={(e) => setModelNumber(e.target.value)}
          placeholder="e.g. SM-S921U or A2633"
          autoComplete="off"
          className="font-mono"
          aria-invalid={check.problem ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" className="h-11 shrink-0" disabled={!modelNumber.trim() || check.pending}>
          {check.pending ? 'Checking…' : submitLabel}
        </Button>
      </div>
      <div id={`${id}-hint`} role="status">
        {check.problem ? <p className="text-sm font-medium text-red-700 wrap-anywhere">{check.problem}</p> : null}
        <FieldHint>{hint}</FieldHint>
      </div>
    </form>
  );
}
