import { Toaster as Sonner, toast } from 'sonner';

/** The spec keeps a toast until it is replaced or closed: its removal delay is 1,000,000 ms. */
export const TOAST_DURATION_MS = 1_000_000;

export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} duration={TOAST_DURATION_MS} closeButton richColors />;
}

interface Notice {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/** Shows one toast, replacing any other: only one is kept at a time. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  toast.dismiss();
  if (variant === 'destructive') toast.error(title, { description });
  else toast.success(title, { description });
}
