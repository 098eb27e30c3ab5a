import { BookOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { CoverageTool } from '../features/coverage/components/coverage-tool';
import { useDocumentTitle } from '../lib/use-document-title';

/** /coverage-maps: the interactive coverage tool; lat, lng and address may come in the query. */
export function CoverageMapsPage() {
  useDocumentTitle('Provider Coverage Maps');
  const [params] = useSearchParams();
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Provider Coverage Maps</h1>
          <p className="mt-1 text-sm text-slate-600">Rate providers near a place from stored evidence, see the area on a map, and report an issue.</p>
        </div>
        <Link to="/coverage-api-docs" className={buttonClasses('outline', 'md')}>
          <BookOpen aria-hidden="true" className="h-4 w-4" /> API Docs
        </Link>
      </div>
      <Card className="p-5 sm:p-6">
        {/* The tool's sections are h3s, as on the home page: this keeps the outline without a skipped level. */}
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Analyze a place</h2>
        <CoverageTool showRadius initial={{ lat: params.get('lat'), lng: params.get('lng'), address: params.get('address') }} />
      </Card>
    </main>
  );
}
