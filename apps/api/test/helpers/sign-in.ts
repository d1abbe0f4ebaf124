import {
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './redis-server';
import { createTestApp, createTestDatabase } from './test-app';

export const PASSWORD = 'correct horse';
export const GROUP_SCOPES =
  'analysts=analytics:read,results:export;admins=analytics:read,results:export,keys:manage,webhooks:manage;keymakers=keys:manage;Domain Admins=analytics:read';

/** oidc-provider on loopback (tools/oidc/identity-provider.mjs), as the company's provider, serving the app at `appUrl`. */
export async function startIdentityProvider(
  appUrl: string,
  jwks?: { keys: JWK[] },
): Promise<{ issuer: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(__dirname, '..', '..', '..', '..', 'tools', 'oidc', 'identity-provider.mjs')],
    {
      env: { ...process.env, APP_URL: appUrl, ...(jwks && { PROVIDER_JWKS: JSON.stringify(jwks) }) },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  if (!child.stdout) throw new Error('The identity provider has no stdout to read its address from');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('The identity provider did not start');
    }),
  ])) as [string];
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return { issuer: line.replace(/^issuer /, ''), stop };
}

/** The provider and the app, listening at its PUBLIC_URL, on a database of its own (another replica may share it). */
export async function startSignInApp(env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const signingKey = await providerKey();
  const provider = await startIdentityProvider(url, { keys: [signingKey] });
  const database = await createTestDatabase();
  const app = await createTestApp({ env: signInEnv(provider.issuer, url, env), database });
  await app.app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url,
    issuer: provider.issuer,
    database,
    /** A logout token signed with the provider's own key: its claims (over fresh defaults) and header as given. */
    logoutToken: (claims: JWTPayload, header: Partial<JWTHeaderParameters> = {}) =>
      signLogoutToken(signingKey, provider.issuer, claims, header),
    stop: async () => {
      await app.close();
      await provider.stop();
    },
  };
}

export const signInEnv = (issuer: string, publicUrl: string, env: Record<string, string> = {}) => ({
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID: 'tastetype',
  OIDC_CLIENT_SECRET: 'a-test-client-secret-not-used-anywhere-else',
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_GROUP_SCOPES: GROUP_SCOPES,
  OIDC_PROVIDER_NAME: 'Example Corp',
  PUBLIC_URL: publicUrl,
  KEY_FAILURES_PER_MINUTE: '0',
  // A file signs in dozens of times from one address; sign-in-limit.e2e-spec sets its own.
  SIGN_INS_PER_MINUTE: '0',
  ...env,
});

/** A browser's cookies, per host and port, and its requests: redirects are followed by the test, step by step. */
export class Browser {
  private readonly jars = new Map<string, Map<string, string>>();
  readonly setCookies: string[] = [];

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string>; json?: unknown } = {},
  ) {
    const { host } = new URL(url);
    const jar = this.jars.get(host) ?? new Map<string, string>();
    this.jars.set(host, jar);
    // As a browser sends it for the page's own requests; a test names another, or '' for a browser that sends none.
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...init.headers };
    if (headers['sec-fetch-site'] === '') delete headers['sec-fetch-site'];
    if (jar.size) headers['cookie'] = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const gone = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Drops a host's cookies: its session there ended quietly (it expired, or was left in another profile). */
  forget(url: string): void {
    this.jars.delete(new URL(url).host);
  }

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  /** Follows redirects from `response` while they stay short of `stopAt` (a URL prefix); answers the last one. */
  async follow(response: Response, from: string, stopAt?: string): Promise<{ response: Response; url: string }> {
    let url = from;
    while (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`${response.status} from ${url} without a Location`);
      url = new URL(location, url).href;
      if (stopAt && url.startsWith(stopAt)) return { response, url };
      response = await this.request(url);
    }
    return { response, url };
  }
}

/**
 * The whole sign-in as a person does it: /auth/oidc/login, the provider's form, its answer back to the callback.
 * Answers the callback's own response (a redirect to the page, or to the page with the refusal).
 */
export async function signIn(browser: Browser, appUrl: string, login: string, returnTo = '/insights') {
  const start = await browser.request(`${appUrl}/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (start.status !== 302) throw new Error(`login answered ${start.status}: ${await start.text()}`);
  const atForm = await browser.follow(start, appUrl);
  const action = /action="([^"]+)"/.exec(await atForm.response.text())?.[1];
  if (!action) throw new Error(`No sign-in form at ${atForm.url}`);
  const submitted = await browser.request(new URL(action, atForm.url).href, { form: { login, password: PASSWORD } });
  const atCallback = await browser.follow(submitted, atForm.url, `${appUrl}/auth/oidc/callback`);
  if (!atCallback.url.startsWith(`${appUrl}/auth/oidc/callback`)) throw new Error(`Sign-in ended at ${atCallback.url}`);
  return { callbackUrl: atCallback.url, response: await browser.request(atCallback.url) };
}

/** What /auth/session says to this browser. */
export async function sessionOf(browser: Browser, appUrl: string) {
  return (await (await browser.request(`${appUrl}/auth/session`)).json()) as {
    oidc: { provider: string; only: boolean; autoLogin: boolean } | null;
    session: { name: string; scopes: string[]; csrfToken: string; expiresAt: string } | null;
  };
}

/** A GraphQL operation sent by the browser with its cookies (and whatever headers the page adds). */
export async function browserGraphql(
  browser: Browser,
  appUrl: string,
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await browser.request(`${appUrl}/graphql`, { json: { query }, headers });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

export const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

async function providerKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
}

async function signLogoutToken(
  key: JWK,
  issuer: string,
  claims: JWTPayload,
  header: Partial<JWTHeaderParameters>,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: issuer,
    aud: 'tastetype',
    iat: now,
    exp: now + 120,
    jti: randomUUID(),
    events: { [LOGOUT_EVENT]: {} },
  };
  return new SignJWT(Object.fromEntries(Object.entries({ ...payload, ...claims }).filter(([, v]) => v !== undefined)))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'logout+jwt', ...header })
    .sign(await importJWK(key, 'RS256'));
}
