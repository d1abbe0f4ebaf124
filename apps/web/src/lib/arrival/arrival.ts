import type { Arrival } from '@tastetype/quiz-domain';
import { embedHostOrigin } from '../embed/embed-host';
import { readArrival } from './read-arrival';

/** Read once, as this module loads on the page session's first page; in memory only, never a cookie or storage. */
const captured =
  typeof window === 'undefined'
    ? undefined
    : readArrival({
        search: window.location.search,
        referrer: document.referrer,
        ownHost: window.location.host,
        embedOrigin: embedHostOrigin(),
      });

/** Where this page session's visitor came from; undefined when nothing is known (a direct visit). */
export const arrival = (): Arrival | undefined => captured;
