import { useCallback, useState } from 'react';
import { postSignOut } from '../api/sign-out';
import { browserPage } from './leave-page';

/** The "Sign out" of a session: where it stands, and the press that ends it. */
export interface SignOut {
  run: () => void;
  pending: boolean;
  failed: boolean;
}

/**
 * Ends the session on the server, then leaves for the provider's end-session page (which comes back to /insights).
 * A session already over just shows the sign-in again (`onOver`); a failure is said beside the button.
 */
export function useSessionSignOut(csrfToken: string | undefined, onOver: () => void): SignOut {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useCallback(() => {
    if (!csrfToken) return;
    setPending(true);
    setFailed(false);
    postSignOut(csrfToken).then(
      (signedOut) => {
        // Still pending while the browser leaves: a second press would only fail.
        if (signedOut.kind === 'leave') return browserPage.leaveFor(signedOut.location);
        setPending(false);
        onOver();
      },
      () => {
        setPending(false);
        setFailed(true);
      },
    );
  }, [csrfToken, onOver]);
  return { run, pending, failed };
}
