import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from './toast';
import { useToastOffset } from './use-toast-offset';

/**
 * The app's one toast region: a single visible toast at a time (specification section 9). At the
 * bottom, where it never covers the headline of a result scrolled to the top; full width on phones.
 * It moves up past a result's action buttons when they are at the bottom of the window.
 */
export default function Toaster() {
  const { offset, mobileOffset } = useToastOffset();
  // Runs after sonner's own effects below, so the region already listens when toasts are sent.
  useEffect(toasterMounted, []);
  return (
    <Sonner
      offset={{ bottom: offset, right: 24 }}
      mobileOffset={{ bottom: mobileOffset, left: 16, right: 16 }}
      visibleToasts={1}
      position="bottom-right"
      closeButton
      duration={5000}
      toastOptions={{
        classNames: {
          toast: 'font-sans !rounded-xl !border-slate-200 !shadow-lg',
          title: '!font-semibold !text-slate-900',
          description: '!text-slate-700',
          error: '!border-l-4 !border-l-red-600 [&_[data-icon]]:text-red-600',
          success: '!border-l-4 !border-l-emerald-600 [&_[data-icon]]:text-emerald-600',
        },
      }}
    />
  );
}
