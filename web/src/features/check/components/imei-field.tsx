import { AlertTriangle } from 'lucide-react';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { selectImei } from '../../../store/imei.slice';
import { useAppStore } from '../../../store/app-store';
import { expectedCheckDigit, hasCheckDigitWarning, IMEI_DIGITS } from '../imei-input';

export const IMEI_INPUT_ID = 'imei';

/** The IMEI input: digits only, at most 15, with a gentle warning when the check digit looks wrong. */
export function ImeiField() {
  const imei = useAppStore(selectImei);
  const setImei = useAppStore((s) => s.setImei);
  const warn = hasCheckDigitWarning(imei);

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between">
        <Label htmlFor={IMEI_INPUT_ID}>IMEI</Label>
        <span className="text-xs tabular-nums text-slate-500" aria-hidden="true">
          {imei.length}/{IMEI_DIGITS}
        </span>
      </div>
      <Input
        id={IMEI_INPUT_ID}
        name="imei"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Enter 15-digit IMEI"
        value={imei}
        onChange={(event) => setImei(event.target.value)}
        aria-describedby="imei-hint"
        aria-invalid={warn || undefined}
        className="font-mono tracking-wider"
      />
      {warn ? (
        <p id="imei-hint" role="status" data-testid="imei-check-digit" className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          The last digit is {imei.slice(-1)}, but the first 14 digits call for {expectedCheckDigit(imei)}. Please check the number for typos.
        </p>
      ) : (
        <FieldHint id="imei-hint">Dial *#06# on your phone to show its IMEI.</FieldHint>
      )}
    </div>
  );
}
