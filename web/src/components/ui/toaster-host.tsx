import { lazy, Suspense, useEffect } from 'react';
import { requestToaster, useToasterWanted } from './toast';

const Toaster = lazy(() => import('./toaster'));

/** What counts as the visitor starting to use the page. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** The single toast region: its code is fetched at the visitor's first interaction, or by the first toast. */
export function ToasterHost() {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    const ask = () => requestToaster();
    FIRST_USE.forEach((type) => document.addEventListener(type, ask, { once: true, capture: true }));
    return () => FIRST_USE.forEach((type) => document.removeEventListener(type, ask, { capture: true }));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
