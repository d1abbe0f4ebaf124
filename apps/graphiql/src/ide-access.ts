import type { CreateFetcherOptions } from '@graphiql/toolkit';

/** What /auth/session tells the IDE: the company's identity provider, if set up, and the browser's session there. */
export interface IdeAccess {
  provider?: string;
  loginUrl?: string;
  session?: { name: string; csrfToken: string };
}

const GRAPHQL_URL = '/graphql';
// A server that does not answer must not keep the IDE from opening for long.
const WAIT_MS = 5000;

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Reads the answer field by field; anything unclear counts as keys only, as the IDE worked before single sign-on. */
function accessOf(body: unknown): IdeAccess {
  const oidc = fields(fields(body)['oidc']);
  const [provider, loginUrl] = [text(oidc['provider']), text(oidc['loginUrl'])];
  if (!provider || !loginUrl) return {};
  const session = fields(fields(body)['session']);
  const csrfToken = text(session['csrfToken']);
  return { provider, loginUrl, ...(csrfToken && { session: { name: text(session['name']) ?? '', csrfToken } }) };
}

/** Asks the server whether this browser is signed in; any failure leaves the IDE asking for a key, as before. */
export async function fetchIdeAccess(fetchImpl: typeof fetch = fetch): Promise<IdeAccess> {
  try {
    const response = await fetchImpl('/auth/session', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    return response.ok ? accessOf(await response.json()) : {};
  } catch {
    return {};
  }
}

/**
 * How the IDE sends its queries: JSON POSTs to the same server (Apollo's CSRF prevention lets them through). With a
 * session, the browser's cookie proves who asks and every request carries the session's CSRF token.
 */
export function fetcherOptions(access: IdeAccess, fetchImpl: typeof fetch = fetch): CreateFetcherOptions {
  if (!access.session) return { url: GRAPHQL_URL };
  return {
    url: GRAPHQL_URL,
    headers: { 'x-csrf-token': access.session.csrfToken },
    fetch: (input, init) => fetchImpl(input, { ...init, credentials: 'same-origin' }),
  };
}

/** The provider's sign-in, coming back to the IDE's own address. */
export const loginHref = (loginUrl: string, returnTo: string) =>
  `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
