import { EMBED_HOST_ID } from '@tastetype/quiz-domain';

/**
 * The publisher page's origin while the quiz runs embedded there, as the server read it from the frame's
 * address and checked it against EMBED_ALLOWED_ORIGINS; undefined on the site itself.
 */
export function embedHostOrigin(): string | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(EMBED_HOST_ID);
  if (!script?.textContent) return undefined;
  try {
    const { host } = JSON.parse(script.textContent) as { host?: unknown };
    return typeof host === 'string' ? host : undefined;
  } catch {
    return undefined;
  }
}
