import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateBrowserKey } from '../use-browser-key';
import { generateKeyFailureText } from '../use-generate-key';

export interface BrowserKeyOfferProps {
  /** Why this page needs a key, in a sentence. */
  children: ReactNode;
  /** Said first when the server refused the key this browser had. */
  refused?: boolean;
  /** The id of the control to go on with once the key exists: the offer and its button go, and focus with them. */
  focusAfter: string;
}

/**
 * The offer to create this browser's API key, shown where a keyed call needs one: nothing is
 * created until the visitor clicks. A refusal (429 included) is said in the page, with the wait.
 */
export function BrowserKeyOffer({ children, refused = false, focusAfter }: BrowserKeyOfferProps) {
  const create = useCreateBrowserKey(() => document.getElementById(focusAfter)?.focus());
  return (
    <div data-testid="browser-key-offer" className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-800">
      {refused ? <p className="font-medium text-slate-900">The server no longer accepts the API key this browser had.</p> : null}
      <p>{children}</p>
      <Button onClick={() => create.mutate()} disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="h-4 w-4" />}
        Create this browser&apos;s API key
      </Button>
      {create.isError ? (
        <p role="alert" className="font-medium text-red-700">
          The key could not be created: {generateKeyFailureText(create.error)}
        </p>
      ) : null}
    </div>
  );
}
