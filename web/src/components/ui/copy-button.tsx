import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';
import { notify } from './toast';

/** How long 'Copied!' stays (specification section 9). */
const COPIED_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: the button reads 'Copy {what}'. */
  what: string;
  className?: string;
}

/** Copies text to the clipboard and says 'Copied!' for two seconds. */
export function CopyButton({ text, what, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify({ title: 'Copy Failed', description: `Select the ${what} and copy it by hand.`, variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" size="sm" className={className} onClick={copy}>
      {copied ? <Check aria-hidden="true" className="h-4 w-4 text-emerald-600" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
