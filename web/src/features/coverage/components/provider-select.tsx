import { Label, NativeSelect } from '../../../components/ui/field';

export interface ProviderSelectProps {
  id: string;
  label: string;
  /** The first option, meaning no particular provider. */
  anyLabel: string;
  providers: string[];
  value: string;
  onChange: (provider: string) => void;
}

/** A labelled provider picker whose empty value means any provider. */
export function ProviderSelect({ id, label, anyLabel, providers, value, onChange }: ProviderSelectProps) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {providers.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
