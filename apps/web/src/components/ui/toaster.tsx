import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';
import { onFirstInteraction } from '../../lib/on-first-interaction';

// sonner downloads after the visitor's first tap or key (or when a toast is due first), never with the first paint.
const SonnerToaster = lazy(async () => ({ default: (await import('./sonner-toaster')).SonnerToaster }));

let wanted = false;
const listeners = new Set<() => void>();
let showReady: (show: typeof toast) => void = () => undefined;
const ready = new Promise<typeof toast>((resolve) => (showReady = resolve));

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts show: mounted after the visitor's first interaction, when the browser is idle. */
export function Toaster() {
  // Never in a prerendered page, nor while the browser hydrates it.
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => onFirstInteraction(want), []);
  if (!shown) return null;
  return (
    <Suspense>
      <SonnerToaster onMounted={showReady} />
    </Suspense>
  );
}

interface Notice {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/** Shows one toast, replacing any other: only one is kept at a time. */
export function notify({ title, description, variant = 'default' }: Notice): void {
  want();
  void ready.then((show) => {
    show.dismiss();
    if (variant === 'destructive') show.error(title, { description });
    else show.success(title, { description });
  });
}
