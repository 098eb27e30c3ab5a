import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { NavBar } from '../components/layout/nav-bar';

/**
 * After a move to another page (not the first load, nor a jump to a #section), focus goes to the
 * new page's heading, so keyboard and screen-reader users start on the page they opened instead
 * of wherever the old one left focus (often nowhere).
 */
function useFocusOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (hash) return;
    let frame = 0;
    let tries = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if (++tries < 120) frame = requestAnimationFrame(focusHeading);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

/** Every page: skip link, navigation bar, then the page. A new page starts at its top (or its #section); Back returns where the visitor was. */
export function AppLayout() {
  useFocusOnNewPage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow"
      >
        Skip to content
      </a>
      <NavBar />
      <div className="flex-1">
        <Outlet />
      </div>
      <ScrollRestoration />
    </div>
  );
}
