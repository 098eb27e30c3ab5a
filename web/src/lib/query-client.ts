import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './request';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query reader (specification section 7): a GET to the query key segments joined
 * by slashes, read as JSON. The application treats 401 as an error unless told otherwise.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * Defaults from the specification: no refetch interval, no refetch on focus, never stale, no
 * retries. Requests are sent even when the browser says it is offline (`networkMode: 'always'`):
 * a paused request would leave a spinner with no message, where a failed one says what happened.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
      networkMode: 'always',
    },
    mutations: {
      retry: false,
      networkMode: 'always',
    },
  },
});
