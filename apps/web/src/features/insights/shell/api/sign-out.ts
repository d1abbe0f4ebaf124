const LOGOUT_URL = '/auth/logout';

/** Where signing out leads: the provider's end-session page, or nowhere when the session was already over. */
export type SignedOut = { kind: 'leave'; location: string } | { kind: 'already-over' };

/** Ends the session on the server (the CSRF token proves this page asked); throws when it could not. */
export async function postSignOut(csrfToken: string): Promise<SignedOut> {
  const response = await fetch(LOGOUT_URL, {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken, accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (response.status === 401) return { kind: 'already-over' };
  if (!response.ok) throw new Error(`POST ${LOGOUT_URL} answered ${response.status}`);
  const body = (await response.json()) as { location?: unknown } | null;
  if (typeof body?.location !== 'string' || !body.location) throw new Error(`POST ${LOGOUT_URL} named no location`);
  return { kind: 'leave', location: body.location };
}
