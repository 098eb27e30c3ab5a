import { useState } from 'react';
import { Input, Label } from '../../../components/ui/field';
import { coordinateProblems } from '../coordinate-problems';

export interface CoordinateFieldsProps {
  id: (name: string) => string;
  lat: string;
  lng: string;
  onChange: (patch: { lat?: string; lng?: string }) => void;
}

const invalid = 'aria-invalid:border-red-600 aria-invalid:focus:border-red-600';

function Problem({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="text-xs font-medium text-red-700">
      {text}
    </p>
  );
}

/**
 * Latitude and longitude, each marked invalid with the reason beside it (linked by
 * aria-describedby), so a disabled Analyze button is never left unexplained.
 */
export function CoordinateFields({ id, lat, lng, onChange }: CoordinateFieldsProps) {
  // Coordinates that came filled in (from the address bar) are judged at once; typed ones once left.
  const [left, setLeft] = useState(() => ({ lat: lat.trim() !== '', lng: lng.trim() !== '' }));
  const problems = coordinateProblems(lat, lng, left);
  const describedBy = (field: 'lat' | 'lng') => [problems[field] ? id(`${field}-problem`) : null, problems.both ? id('zero-problem') : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      {(['lat', 'lng'] as const).map((field) => (
        <div key={field} className="space-y-1.5">
          <Label htmlFor={id(field)}>{field === 'lat' ? 'Latitude' : 'Longitude'}</Label>
          <Input
            id={id(field)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={field === 'lat' ? 'e.g. 40.7505' : 'e.g. -73.9934'}
            value={field === 'lat' ? lat : lng}
            onChange={(e) => onChange({ [field]: e.target.value })}
            onBlur={() => setLeft((l) => (l[field] ? l : { ...l, [field]: true }))}
            aria-invalid={problems[field] || problems.both ? true : undefined}
            aria-describedby={describedBy(field)}
            className={invalid}
          />
          {problems[field] ? <Problem id={id(`${field}-problem`)} text={problems[field]} /> : null}
        </div>
      ))}
      {problems.both ? (
        <div className="sm:col-span-2">
          <Problem id={id('zero-problem')} text={problems.both} />
        </div>
      ) : null}
    </>
  );
}
