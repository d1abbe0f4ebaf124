import { type EmbedEvent, embedMessage } from '@tastetype/quiz-domain';
import { embedHostOrigin } from './embed-host';

let host: string | null | undefined;

/**
 * Tells the publisher's page what happened, posted to its exact origin (the one the server allowed),
 * never to `*`. Does nothing on the site, or in a frame whose host was not allowed.
 */
export function notifyHost(event: EmbedEvent): void {
  host ??= embedHostOrigin() ?? null;
  if (!host || window.parent === window) return;
  window.parent.postMessage(embedMessage(event), host);
}
