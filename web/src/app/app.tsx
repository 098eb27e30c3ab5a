import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ToasterHost } from '../components/ui/toaster-host';
import { queryClient } from '../lib/query-client';
import { router } from './router';

/** Providers: server state (React Query), routes, and the single toast region. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  );
}
