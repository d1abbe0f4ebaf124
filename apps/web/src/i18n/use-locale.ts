import { type Locale, localizedPath, splitLocalePath } from '@tastetype/quiz-domain';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's language, read from its path's prefix: the choice lives in the URL, never in storage. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns one of the app's paths into the page's language (`/test` → `/es/test` on a Spanish page). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
