/** How the company's identity provider is set up for these pages (null: keys only, as before single sign-on). */
export interface OidcSetup {
  /** Its name, for the button: "Okta". */
  provider: string;
  /** Only the provider: the key form is not offered. */
  only: boolean;
  /** Go to the provider without a click when nobody is signed in. */
  autoLogin: boolean;
  loginUrl: string;
  /** Whom to ask for access, e.g. an address; null when the operator named nobody. */
  contact: string | null;
}

/** A person signed in through the provider; the cookie stays HttpOnly, the page holds the CSRF token only. */
export interface SsoSession {
  name: string;
  scopes: string[];
  csrfToken: string;
  expiresAt: string;
}

export interface AuthSetup {
  oidc: OidcSetup | null;
  session: SsoSession | null;
}

/** Keys only: what the page does without single sign-on, and whenever the server cannot say. */
export const KEYS_ONLY: AuthSetup = { oidc: null, session: null };

const AUTH_SESSION_URL = '/auth/session';
// A server that does not answer must not keep the key form away for long.
const WAIT_MS = 5000;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function oidcOf(value: unknown): OidcSetup | null {
  if (!isFields(value) || !text(value['provider']) || !text(value['loginUrl'])) return null;
  return {
    provider: value['provider'] as string,
    only: value['only'] === true,
    autoLogin: value['autoLogin'] === true,
    loginUrl: value['loginUrl'] as string,
    contact: text(value['contact']) ?? null,
  };
}

function sessionOf(value: unknown): SsoSession | null {
  if (!isFields(value) || !text(value['csrfToken'])) return null;
  const scopes = Array.isArray(value['scopes']) ? value['scopes'].filter((scope) => typeof scope === 'string') : [];
  return {
    name: text(value['name']) ?? '',
    scopes,
    csrfToken: value['csrfToken'] as string,
    expiresAt: text(value['expiresAt']) ?? '',
  };
}

/** The server's answer, read field by field: anything it does not say plainly counts as not set up. */
export function authSetupOf(body: unknown): AuthSetup {
  const oidc = isFields(body) ? oidcOf(body['oidc']) : null;
  if (!oidc) return KEYS_ONLY;
  return { oidc, session: sessionOf((body as Fields)['session']) };
}

/** Asks the server how analysts sign in and whether this browser has a session; a failure means keys, as before. */
export async function fetchAuthSetup(): Promise<AuthSetup> {
  try {
    const response = await fetch(AUTH_SESSION_URL, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    return response.ok ? authSetupOf(await response.json()) : KEYS_ONLY;
  } catch {
    return KEYS_ONLY;
  }
}
