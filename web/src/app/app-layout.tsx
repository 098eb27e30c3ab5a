import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavBar } from '../components/layout/nav-bar';

/** Every page: skip link, navigation bar, then the page. A new page starts at its top (or its #section); Back returns where the visitor was. */
export function AppLayout() {
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
