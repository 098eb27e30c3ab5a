import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** A Radix checkbox (role="checkbox") that reports a plain boolean; pair it with a <Label htmlFor>. */
export function Checkbox({ id, checked, onCheckedChange, disabled, className, ...aria }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      className={cn(
        'peer inline-flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        'data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...aria}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
