import { generateApiKey } from './api';

/**
 * One API key per browser (issue 4): kept in localStorage and reused by every keyed call, so the
 * page never mints a key per request. It is created only when the visitor asks for one (the API key
 * form, or the offer on a keyed page). When storage is blocked the key lives for this page only.
 */
const STORAGE_KEY = 'bandwise.apiKey';
const BROWSER_IDENTITY = { email: 'browser@bandwise.invalid', name: 'Web browser' };

let memoryKey: string | null = null;
let pending: Promise<string> | null = null;
const listeners = new Set<() => void>();

/** Calls back whenever this page stores or drops the browser key; returns the unsubscribe. */
export function subscribeBrowserKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

export function readBrowserKey(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return memoryKey;
  }
}

export function storeBrowserKey(apiKey: string): void {
  memoryKey = apiKey;
  try {
    window.localStorage.setItem(STORAGE_KEY, apiKey);
  } catch {
    // Storage blocked (private mode, policy): the in-memory copy serves this page.
  }
  changed();
}

/** Drops a key the server refused; a newer key stored meanwhile is left alone. */
export function forgetBrowserKey(apiKey: string): void {
  if (readBrowserKey() !== apiKey) return;
  memoryKey = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  changed();
}

/**
 * The stored key, or a new one from POST /api/generate-key when there is none: called only when the
 * visitor clicks to create this browser's key. Concurrent callers share one generation; a failed
 * generation is not cached, so the next click tries again.
 */
export function createBrowserKey(): Promise<string> {
  const stored = readBrowserKey();
  if (stored) return Promise.resolve(stored);
  pending ??= generateApiKey(BROWSER_IDENTITY)
    .then(({ apiKey }) => {
      // A key generated from the form while this one was on its way wins.
      const current = readBrowserKey();
      if (current) return current;
      storeBrowserKey(apiKey);
      return apiKey;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
