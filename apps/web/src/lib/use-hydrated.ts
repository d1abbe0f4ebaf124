import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while a page renders ahead at build time and while the browser hydrates that HTML, true after:
 * what depends on the browser (its languages, its storage) renders then, so both renders match.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
