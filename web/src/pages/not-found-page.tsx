import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any path the router does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main id="main" className="mx-auto flex max-w-md items-center px-4 py-16">
      <Card className="w-full p-6">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="h-8 w-8 shrink-0 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          Back to Home
        </Link>
      </Card>
    </main>
  );
}
