import { useMutation } from '@tanstack/react-query';
import { Search, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, Input, Label } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageOf } from '../../../lib/error-message';
import { deviceLabel, searchDevices, type DeviceSearchPage } from '../api';

/** GET /api/devices takes a query of at most 100 characters (core's DEVICE_QUERY_MAX). */
const DEVICE_QUERY_MAX = 100;

export interface FindYourPhoneProps {
  pending: boolean;
  /** Why the visitor is still here (the last model number was not found), shown above the search. */
  notice?: string;
  /** The model number field's starting text: the one just tried, ready to correct. */
  initialModelNumber?: string;
  /** Runs the check again for the chosen catalog model or the typed model number. */
  onChoose: (choice: { deviceId: string } | { modelNumber: string }) => void;
}

interface Search {
  query: string;
  page: DeviceSearchPage;
}

/** What the name search has come to, in one line a screen reader announces. */
function searchStatus(pending: boolean, error: unknown, found: Search | undefined): string | null {
  if (pending) return 'Searching...';
  if (error) return errorMessageOf(error, 'The phone search failed. Please try again.');
  if (!found) return null;
  const { query, page } = found;
  const shown = page.items.length;
  if (shown === 0) return `No phone in our catalog matches “${query}”. Try the model number below.`;
  if (page.total > shown) return `Showing ${shown} of ${page.total} phones that match “${query}”. Add the model to narrow it (e.g. “Pixel 8”, “Galaxy S24”), or show more:`;
  return `${shown} ${shown === 1 ? 'phone matches' : 'phones match'} “${query}”:`;
}

/**
 * "Find your phone" after an unknown TAC: search the catalog by name (GET /api/devices), or give
 * the model number from the phone's settings; either runs the check for that model.
 */
export function FindYourPhone({ pending, notice, initialModelNumber = '', onChoose }: FindYourPhoneProps) {
  const [query, setQuery] = useState('');
  const [modelNumber, setModelNumber] = useState(initialModelNumber);
  const [found, setFound] = useState<Search>();
  // A new search replaces the list; "Show more" adds the next page to it.
  const search = useMutation({
    mutationFn: async ({ text, more }: { text: string; more: boolean }): Promise<Search> => {
      const page = await searchDevices(text, more ? (found?.page.items.length ?? 0) : 0);
      return { query: text, page: more && found ? { total: page.total, items: [...found.page.items, ...page.items] } : page };
    },
    onSuccess: setFound,
  });

  // A name cleared or cut below two characters asks nothing: the last search's list goes with it.
  const typeQuery = (text: string) => {
    setQuery(text);
    if (text.trim().length >= 2) return;
    setFound(undefined);
    search.reset();
  };
  const runSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim().length >= 2 && !search.isPending) search.mutate({ text: query.trim(), more: false });
  };
  const items = found?.page.items ?? [];
  const showingMore = search.isPending && search.variables?.more;
  const checkModel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (modelNumber.trim()) onChoose({ modelNumber: modelNumber.trim() });
  };

  return (
    <section aria-labelledby="find-phone-heading" className="space-y-5">
      <h3 id="find-phone-heading" className="text-lg font-semibold text-slate-900">
        Find your phone
      </h3>
      {notice ? (
        <p role="alert" data-testid="find-phone-notice" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <form role="search" aria-label="Search phones by name" onSubmit={runSearch} className="space-y-1.5">
        <Label htmlFor="device-query">Phone name</Label>
        <div className="flex gap-2">
          <Input id="device-query" maxLength={DEVICE_QUERY_MAX} value={query} onChange={(e) => typeQuery(e.target.value)} placeholder="e.g. Galaxy S24" autoComplete="off" />
          {/* Busy, not disabled: a disabled button drops keyboard focus to the page. */}
          <Button
            type="submit"
            variant="outline"
            className="h-11 shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70"
            disabled={query.trim().length < 2}
            aria-disabled={search.isPending || undefined}
            aria-busy={search.isPending || undefined}
          >
            {search.isPending ? <Spinner /> : <Search aria-hidden="true" className="h-4 w-4" />} Search
          </Button>
        </div>
      </form>
      <div>
        {/* Only the outcome is announced, not the whole list. */}
        <p role="status" data-testid="device-search-status" className={search.isError ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
          {searchStatus(search.isPending && !showingMore, search.error, found)}
        </p>
        {items.length > 0 && (!search.isPending || showingMore) ? (
          <ul aria-label="Matching phones" className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {items.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="font-semibold text-slate-900">{deviceLabel(device)}</span>
                  {device.modelNumbers.length ? <span className="block text-xs text-slate-600">Model numbers: {device.modelNumbers.join(', ')}</span> : null}
                </span>
                <Button size="sm" disabled={pending} onClick={() => onChoose({ deviceId: device.id })} aria-label={`Check this phone: ${deviceLabel(device)}`}>
                  Check this phone
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {found && found.page.total > items.length && (!search.isPending || showingMore) ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            aria-busy={showingMore || undefined}
            onClick={() => !search.isPending && search.mutate({ text: found.query, more: true })}
          >
            {showingMore ? <Spinner /> : null} Show more
          </Button>
        ) : null}
      </div>
      <form aria-label="Check by model number" onSubmit={checkModel} className="space-y-1.5">
        <Label htmlFor="model-number">Model number</Label>
        <div className="flex gap-2">
          <Input id="model-number" value={modelNumber} onChange={(e) => setModelNumber(e.target.value)} placeholder="e.g. SM-S921U" autoComplete="off" aria-describedby="model-number-hint" className="font-mono" />
          <Button type="submit" className="h-11 shrink-0" disabled={!modelNumber.trim() || pending}>
            {pending ? <Spinner /> : <Smartphone aria-hidden="true" className="h-4 w-4" />} Check
          </Button>
        </div>
        <FieldHint id="model-number-hint" className="text-slate-600">
          Android: Settings &gt; About phone &gt; Model (or Model number). iPhone: Settings &gt; General &gt; About, then tap Model
          Number until it shows a number starting with A.
        </FieldHint>
      </form>
    </section>
  );
}
