import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useT } from '../../i18n/site-messages';

/**
 * How long a toast stays up. The spec's 1,000,000 ms is the delay before a *dismissed* toast leaves
 * the DOM, which sonner handles itself; a toast left up for 17 minutes would cover the page.
 */
export const TOAST_DURATION_MS = 5_000;

/** sonner's toaster, told to `onMounted` once it listens, so no toast is sent before it can show. */
export function SonnerToaster({ onMounted }: { onMounted: (show: typeof toast) => void }) {
  useEffect(() => onMounted(toast), [onMounted]);
  const t = useT();
  return (
    <Sonner
      containerAriaLabel={t('toast.region')}
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      // sonner's own rich greens and reds miss WCAG AA on their pale fills; styles.css darkens them.
      toastOptions={{
        classNames: { success: 'toast-success', error: 'toast-error' },
        closeButtonAriaLabel: t('toast.close'),
      }}
    />
  );
}
