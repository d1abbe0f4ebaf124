/**
 * How the analyst signed in: a key (or the deprecated analytics token) sent as a bearer, or a session with the
 * company's identity provider, whose cookie the browser sends and whose CSRF token the page adds to every request.
 */
export type Credential = { kind: 'key'; token: string } | { kind: 'session'; csrfToken: string };

/** The headers that prove who asks: never both, so a session request carries no stale key. */
export function credentialHeaders(credential: Credential): Record<string, string> {
  return credential.kind === 'key'
    ? { authorization: `Bearer ${credential.token}` }
    : { 'x-csrf-token': credential.csrfToken };
}
