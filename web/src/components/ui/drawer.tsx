import type { ReactNode } from 'react';
import { Drawer as Vaul } from 'vaul';
import { cn } from '../../lib/cn';
import { restoreFocus } from './restore-focus';

/** The specification's drawer: closes when dragged past a quarter of its height. */
export const DRAWER_CLOSE_THRESHOLD = 0.25;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on closing when nothing on the page has taken it (a sheet opened without a trigger). */
  returnFocusTo?: () => HTMLElement | null;
}

/** A bottom sheet (vaul, built on Radix Dialog: role="dialog", focus moved in and trapped, Escape to close). */
export function Drawer({ open, onOpenChange, title, description, children, className, returnFocusTo }: DrawerProps) {
  return (
    <Vaul.Root open={open} onOpenChange={onOpenChange} closeThreshold={DRAWER_CLOSE_THRESHOLD} autoFocus>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Vaul.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-xl flex-col',
            'rounded-t-2xl bg-white shadow-2xl focus:outline-none',
            className,
          )}
          onCloseAutoFocus={returnFocusTo ? (event) => restoreFocus(event, returnFocusTo) : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="overflow-y-auto px-5 pb-6 pt-4 sm:px-6">
            <Vaul.Title className="text-xl font-bold text-slate-900">{title}</Vaul.Title>
            {description ? <Vaul.Description className="mt-1 text-sm text-slate-600">{description}</Vaul.Description> : null}
            <div className="mt-4">{children}</div>
          </div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
