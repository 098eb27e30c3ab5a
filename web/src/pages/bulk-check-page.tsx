import { BulkCheckView } from '../features/bulk/components/bulk-check-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /bulk-check: a whole fleet at once, with this browser's API key (free keys: 100 rows an hour). */
export function BulkCheckPage() {
  useDocumentTitle('Bulk check');
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Bulk check</h1>
        <p className="text-slate-600">
          Check every phone of a fleet before a move: which ones work, which need the carrier&apos;s approval, and which must be replaced.
          Uses this browser&apos;s API key; a free key checks up to 100 rows an hour.
        </p>
      </div>
      <BulkCheckView />
    </main>
  );
}
