import { useEffect, useState } from 'react';
import { type AuthSetup, KEYS_ONLY } from '../api/auth-session';

/** How analysts sign in, asked once per visit of the page; undefined until the server says (or fails to). */
export function useAuthSetup(load: () => Promise<AuthSetup>): AuthSetup | undefined {
  const [setup, setSetup] = useState<AuthSetup>();
  useEffect(() => {
    let current = true;
    load()
      .catch(() => KEYS_ONLY)
      .then(
        (answer) => current && setSetup(answer),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [load]);
  return setup;
}
