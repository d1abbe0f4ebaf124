import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Forbidden, type Refusal } from '../../../platform/refusals/refusals';
import type { KeyHolder } from '../key-holder';

/** What a request's session cookie says: the person it holds, a session that has ended (why), or none at all. */
export type SessionLookup = { holder: KeyHolder } | { ended: string } | undefined;

/** The hook sign-in fills: keys know nothing of sessions but how to ask for one. */
export type SessionSource = (req: FastifyRequest) => Promise<SessionLookup>;

// Digests are of one length whatever the header holds (a string's length is not its bytes'), and leak nothing.
const digest = (text: string) => createHash('sha256').update(text).digest();
const same = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * A cookie goes with every request the browser makes, whoever asked for it: a change made by a session needs
 * the page's own token in a header (which another site cannot read or send) and this site's Origin.
 */
export function csrfRefusal(
  req: FastifyRequest,
  csrfToken: string | undefined,
  siteOrigin?: string,
): Refusal | undefined {
  const origin = req.headers.origin;
  if (!origin || (siteOrigin && origin !== siteOrigin)) {
    return new Forbidden('A change made while signed in must come from this site’s own pages (Origin)');
  }
  if (!tokenMatches(req, csrfToken)) {
    return new Forbidden('A change made while signed in needs the page’s CSRF token (header x-csrf-token)');
  }
  return undefined;
}

/** What a browser says of who asked (Fetch Metadata): this site's own pages, or the person at the address bar. */
const OWN_SITE = new Set(['same-origin', 'none']);

/**
 * A read made by a session must come from this site too: SameSite=Lax still sends the cookie on another site's
 * link, which could start exports in the person's name. The browser's Sec-Fetch-Site, or the page's token, tells.
 */
export function crossSiteRefusal(req: FastifyRequest, csrfToken: string | undefined): Refusal | undefined {
  const site = req.headers['sec-fetch-site'];
  if ((typeof site === 'string' && OWN_SITE.has(site)) || tokenMatches(req, csrfToken)) return undefined;
  return new Forbidden(
    'A request made while signed in must come from this site’s own pages (Sec-Fetch-Site, or header x-csrf-token)',
  );
}

function tokenMatches(req: FastifyRequest, csrfToken: string | undefined): boolean {
  const token = req.headers['x-csrf-token'];
  return typeof token === 'string' && !!csrfToken && same(token, csrfToken);
}
