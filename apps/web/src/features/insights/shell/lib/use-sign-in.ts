import { useCallback, useMemo, useState } from 'react';
import type { Credential } from '../../shared/api/credential';
import type { Refusal } from '../../shared/lib/refusal';
import { forgetStoredToken, readStoredToken, storeToken } from '../../shared/lib/token-storage';
import type { AuthSetup, SsoSession } from '../api/auth-session';

/** Where the keyboard goes when the sign-in comes back: the provider's button, or the key's field. */
export type SignInFocus = 'provider' | 'key' | undefined;

interface Arrival {
  session?: SsoSession;
  token?: string;
}

/** Who the page opens with: the provider's session first, else a key kept in the tab (never when the provider is the only way). */
function arrivalOf(setup: AuthSetup | undefined): Arrival {
  if (!setup) return {};
  if (setup.session) return { session: setup.session };
  return { token: setup.oidc?.only ? undefined : readStoredToken() };
}

/**
 * Who is signed in on this page, and how; nobody until the server has said how analysts sign in (`setup`).
 * Ending either way in brings back the sign-in, saying why when the server ended it.
 */
export function useSignIn(setup: AuthSetup | undefined) {
  const [known, setKnown] = useState(setup);
  const [arrival, setArrival] = useState(() => arrivalOf(setup));
  const [session, setSession] = useState(arrival.session);
  const [token, setToken] = useState(arrival.token);
  // The server's answer came: start from it (during render, as React advises for state that follows a prop).
  if (known !== setup) {
    const arrived = arrivalOf(setup);
    setKnown(setup);
    setArrival(arrived);
    setSession(arrived.session);
    setToken(arrived.token);
  }
  const [refusal, setRefusal] = useState<Refusal>();
  const [ended, setEnded] = useState(false);
  const [focus, setFocus] = useState<SignInFocus>();

  const csrfToken = session?.csrfToken;
  const credential = useMemo<Credential | undefined>(() => {
    if (csrfToken) return { kind: 'session', csrfToken };
    return token ? { kind: 'key', token } : undefined;
  }, [csrfToken, token]);

  const openKey = useCallback((given: string) => {
    storeToken(given);
    setRefusal(undefined);
    setEnded(false);
    setToken(given);
  }, []);
  const forgetKey = useCallback((why?: Refusal) => {
    forgetStoredToken();
    setToken(undefined);
    setRefusal(why);
    setFocus('key');
  }, []);
  const endSession = useCallback((note: boolean) => {
    setSession(undefined);
    setEnded(note);
    setFocus('provider');
  }, []);
  /** The server refused the credential: a session it no longer knows has ended, a key is forgotten with the reason. */
  const refused = useCallback(
    (why: Refusal) => (csrfToken ? endSession(true) : forgetKey(why)),
    [csrfToken, endSession, forgetKey],
  );

  // Only someone who arrived signed out is sent to the provider unasked: never after signing out or an ended session.
  const arrivedSignedOut = !!setup && !arrival.session && !arrival.token;
  return { session, credential, refusal, ended, focus, arrivedSignedOut, openKey, forgetKey, endSession, refused };
}
