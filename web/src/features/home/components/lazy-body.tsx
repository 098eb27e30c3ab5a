import { Component, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

interface BoundaryState {
  failed: boolean;
}

/** Keeps a failed chunk load inside its section instead of replacing the whole page. */
class ChunkBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return <p role="alert">This part of the page could not be loaded. Please reload the page to try again.</p>;
    }
    return this.props.children;
  }
}

/** The body of a below-the-fold section, loaded after the first page: a spinner meanwhile. */
export function LazyBody({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense
        fallback={
          <p role="status" className="flex min-h-24 items-center gap-2 text-slate-500">
            <Spinner className="text-indigo-600" /> Loading {label}...
          </p>
        }
      >
        {children}
      </Suspense>
    </ChunkBoundary>
  );
}
