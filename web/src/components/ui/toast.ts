import { toast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows one toast; the toaster keeps a single one visible, so the newest message wins. */
export function notify({ title, description, variant = 'default' }: ToastInput): void {
  const options = description ? { description } : {};
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'success') toast.success(title, options);
  else toast(title, options);
}
