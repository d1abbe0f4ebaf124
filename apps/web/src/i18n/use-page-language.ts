import { useLayoutEffect } from 'react';
import { activateLocale } from './activate-locale';
import { useCatalog } from './catalog';
import { siteMessages } from './site-messages';
import { useLocale } from './use-locale';

/**
 * Speaks the page's language: on a switch, the page stays in the old one until the new one's messages
 * have arrived, then changes before the next paint, so no text ever shows as a key.
 */
export function usePageLanguage(): void {
  const locale = useLocale();
  const ready = useCatalog(siteMessages, locale);
  useLayoutEffect(() => {
    if (ready) activateLocale(locale);
  }, [locale, ready]);
}
