import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * The toast region's code (sonner) is not part of the page's first load: it is asked for when the
 * visitor first interacts with the page (so it is there before a toast, also if the network goes
 * away later), or by the first toast. A toast shows once the region is mounted and listening.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Whether the toast region has been asked for; the app renders it from then on. */
export const useToasterWanted = (): boolean =>
  useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => wanted,
    () => false,
  );

/** Called by the region once it listens for toasts. */
export const toasterMounted = (): void => markMounted();

/** Asks for the toast region (once). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/**
 * The newest toast, kept for the plain region shown when the toast code could not download
 * (offline since the page loaded): the message still reaches the visitor.
 */
let latest: (ToastInput & { id: number }) | null = null;
/** Counts every toast, so each has its own id even after the last one was cleared. */
let shown = 0;
const latestListeners = new Set<() => void>();

export const useLatestToast = (): (ToastInput & { id: number }) | null =>
  useSyncExternalStore(
    (listener) => (latestListeners.add(listener), () => latestListeners.delete(listener)),
    () => latest,
    () => null,
  );

/** Shows one toast; the toaster keeps a single one visible, so the newest message wins. */
export function notify({ title, description, variant = 'default' }: ToastInput): void {
  requestToaster();
  latest = { title, description, variant, id: ++shown };
  latestListeners.forEach((listener) => listener());
  Promise.all([import('sonner'), mounted])
    .then(([{ toast }]) => {
      const options = description ? { description } : {};
      if (variant === 'destructive') toast.error(title, options);
      else if (variant === 'success') toast.success(title, options);
      else toast(title, options);
    })
    // Without its code the plain region (useLatestToast) shows the message.
    .catch(() => undefined);
}

/** Dismisses the toast on screen, if any: a new check's outcome replaces the last one's message. */
export function clearToasts(): void {
  if (!wanted) return;
  latest = null;
  latestListeners.forEach((listener) => listener());
  import('sonner')
    .then(({ toast }) => toast.dismiss())
    .catch(() => undefined);
}
