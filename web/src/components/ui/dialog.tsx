import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { restoreFocus } from './restore-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Shows a close button in the corner; off when the dialog needs an explicit answer. */
  showClose?: boolean;
  /** Off for dialogs that need an explicit answer: a stray click outside must not answer for the user. */
  dismissOnOutsideClick?: boolean;
  className?: string;
  /** Where focus goes on closing when nothing on the page has taken it (a dialog opened without a trigger). */
  returnFocusTo?: () => HTMLElement | null;
}

/** A centred modal (Radix Dialog: role="dialog", focus trap, Escape to close). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  showClose = true,
  dismissOnOutsideClick = true,
  className,
  returnFocusTo,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2',
            'flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none',
            className,
          )}
          onInteractOutside={dismissOnOutsideClick ? undefined : (event) => event.preventDefault()}
          onCloseAutoFocus={returnFocusTo ? (event) => restoreFocus(event, returnFocusTo) : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <div className="space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 sm:text-xl">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            {showClose ? (
              <RadixDialog.Close
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label="Close"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
