import { FlaskConical } from 'lucide-react';

/** The Alpha notice at the top of the home page (specification sections 1 and 2). */
export function AlphaBanner() {
  return (
    <aside aria-label="Alpha service notice" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm text-amber-900 sm:items-center sm:px-6">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 sm:mt-0" />
        <p>
          <strong className="font-semibold">Alpha service:</strong> results are tentative and experimental.
          <span className="hidden sm:inline">
            {' '}Free to use under 100 requests per hour (TPH); an MCP server is available. We welcome feedback on MVNO and
            connectivity use cases.
          </span>
        </p>
      </div>
    </aside>
  );
}
