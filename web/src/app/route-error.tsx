import { AlertCircle } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { NavBar } from '../components/layout/nav-bar';

/** The message of a part of the page that failed (most often a page's code that could not download). */
export function RouteErrorMessage() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main id="main" className="mx-auto flex max-w-md items-center px-4 py-16">
      <Card className="w-full p-6">
        <div role="alert" className="flex items-start gap-2">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-500" />
          <p className="text-sm text-slate-700">This part of the page could not be loaded. Check your connection and reload.</p>
        </div>
        <Button className="mt-6" variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </main>
  );
}

/** The last resort when the layout itself fails: the navigation bar, then the same message. */
export function AppRouteError() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <div className="flex-1">
        <RouteErrorMessage />
      </div>
    </div>
  );
}
