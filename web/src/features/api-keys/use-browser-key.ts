import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createBrowserKey, readBrowserKey, subscribeBrowserKey } from './browser-key';

/** This browser's API key as it changes (created, replaced from the form, dropped when refused). */
export function useBrowserKey(): string | null {
  return useSyncExternalStore(subscribeBrowserKey, readBrowserKey, () => null);
}

/** Creates this browser's key when the visitor clicks for one (POST /api/generate-key). */
export function useCreateBrowserKey(onCreated?: () => void) {
  // On the hook, not on mutate: the offer that asked is gone by then, and mutate's own callbacks would not run.
  return useMutation({ mutationFn: createBrowserKey, onSuccess: onCreated });
}
