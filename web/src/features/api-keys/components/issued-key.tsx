import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import type { GeneratedKey } from '../api';

function tierLine({ tier }: GeneratedKey): string {
  const limit = tier.requestsPerHour === null ? 'unlimited requests' : `${tier.requestsPerHour.toLocaleString('en-US')} requests per hour`;
  return `${tier.tier[0].toUpperCase()}${tier.tier.slice(1)} tier: ${limit}.`;
}

/** The new key, shown this once in a read-only field that is selected for copying. */
export function IssuedKey({ generated }: { generated: GeneratedKey }) {
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [generated]);

  return (
    <div className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4" data-testid="issued-key">
      <Label htmlFor={fieldId} className="flex items-center gap-2 text-emerald-900">
        <KeyRound aria-hidden="true" className="h-4 w-4" /> Your API key
      </Label>
      <div className="flex gap-2">
        <Input
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={generated.apiKey}
          aria-describedby={hintId}
          spellCheck={false}
          className="font-mono text-xs sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={generated.apiKey} what="API key" className="h-11 shrink-0" />
      </div>
      <FieldHint id={hintId} className="text-emerald-900">
        This key is shown only once: copy it now and keep it somewhere safe. {tierLine(generated)} This browser will
        also use it for exports.
      </FieldHint>
    </div>
  );
}
