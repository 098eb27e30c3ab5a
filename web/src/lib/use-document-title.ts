import { useEffect } from 'react';

const SITE = 'Bandwise';

/** The home page's title, as web/index.html sets it before the app starts. */
export const HOME_TITLE = 'Bandwise: Device Compatibility Checker';

/** Names the page in the browser tab and history: "<page> · Bandwise" (the home page keeps its own title). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE}` : HOME_TITLE;
  }, [page]);
}
