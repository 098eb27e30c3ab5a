import { Menu, RadioTower, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** The site navigation; below the md breakpoint a toggle shows and hides the same links. */
export function NavBar() {
  const { pathname, hash } = useLocation();
  // The menu is open at one address: any navigation closes it, also one from a link outside it (the footer's API Docs).
  const here = pathname + hash;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean) => setOpenAt(value ? here : null);
  // On the home page the anchor scrolls in place; elsewhere it goes home first.
  const apiHref = pathname === '/' ? '#api' : '/#api';
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open phone menu and hands focus back to its toggle.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (
    <>
      <NavLink to="/" end className={linkClass} onClick={close}>
        Home
      </NavLink>
      <a href={apiHref} className={linkClass({ isActive: false })} onClick={close}>
        API Docs
      </a>
      <NavLink to="/analytics" className={linkClass} onClick={close}>
        Analytics
      </NavLink>
      <NavLink to="/bulk-check" className={linkClass} onClick={close}>
        Bulk check
      </NavLink>
      <Link to="/admin" className={buttonClasses('primary', 'sm', 'mt-2 w-full md:mt-0 md:ml-2 md:w-auto')} onClick={close}>
        Admin Portal
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <RadioTower aria-hidden="true" className="h-5 w-5" />
          </span>
          Bandwise
        </Link>
        <button
          ref={toggle}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
          aria-label="Toggle menu"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        </button>
        <div id="main-menu" className={cn('w-full md:flex md:w-auto md:items-center md:gap-1', open ? 'block pb-2' : 'hidden')}>
          {links}
        </div>
      </nav>
    </header>
  );
}
