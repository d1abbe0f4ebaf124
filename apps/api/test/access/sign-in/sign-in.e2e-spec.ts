import { createKey } from '../../helpers/keys';
import { Browser, browserGraphql, sessionOf, signIn, startSignInApp } from '../../helpers/sign-in';
import { graphql } from '../../helpers/test-app';

const STATS = '{ resultStats { total } }';
const KEYS = '{ apiKeys { name } }';
const MAKE_KEY =
  'mutation Make { createApiKey(input: { name: "nightly job", scopes: ["analytics:read"], expiresInDays: 30 }) { key { name } } }';
const SESSION_COOKIE = '__Host-tastetype-session';

describe('single sign-on with the company provider', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  beforeAll(async () => {
    env = await startSignInApp();
  });
  afterAll(() => env.stop());

  it('signs an analyst in: a session cookie of the safe kind, the page back, their name and scopes', async () => {
    const browser = new Browser();
    const { response } = await signIn(browser, env.url, 'ada', '/insights?from=2026-01-01');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/insights?from=2026-01-01');
    const cookie = browser.setCookies.find((set) => set.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie.split(/;\s*/).slice(1).sort()).toEqual(
      expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']),
    );
    expect(cookie).not.toMatch(/Domain=/i);
    const { session, oidc } = await sessionOf(browser, env.url);
    expect(oidc).toMatchObject({ provider: 'Example Corp', only: false, autoLogin: false });
    expect(session).toMatchObject({ name: 'Ada Lovelace', scopes: ['analytics:read', 'results:export'] });
    expect(JSON.stringify(session)).not.toContain(browser.cookie(env.url, SESSION_COOKIE));
    const stats = await browserGraphql(browser, env.url, STATS);
    expect(stats.body).toEqual({ data: { resultStats: { total: 0 } } });
  });

  it('gives the Keys page to an admin and not to an analyst', async () => {
    const admin = new Browser();
    await signIn(admin, env.url, 'grace');
    expect((await browserGraphql(admin, env.url, KEYS)).body.data).toEqual({ apiKeys: [] });
    const analyst = new Browser();
    await signIn(analyst, env.url, 'ada');
    const refused = await browserGraphql(analyst, env.url, KEYS);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a person of no mapped group, storing nothing for them', async () => {
    const browser = new Browser();
    const { response } = await signIn(browser, env.url, 'eve');
    expect(response.headers.get('location')).toBe('/insights?signIn=no-scope');
    expect(browser.cookie(env.url, SESSION_COOKIE)).toBeUndefined();
    const stored = await env.app.db.query(`SELECT count(*)::int AS n FROM analyst_sessions WHERE subject = 'eve'`);
    expect(stored.rows[0].n).toBe(0);
  });

  it('reads a groups claim as it is sent: a string is one group, a list only its strings, anything else none', async () => {
    const dana = new Browser();
    await signIn(dana, env.url, 'dana');
    expect((await sessionOf(dana, env.url)).session?.scopes).toEqual(['analytics:read']);
    const nico = new Browser();
    await signIn(nico, env.url, 'nico');
    expect((await sessionOf(nico, env.url)).session?.scopes).toEqual(['analytics:read', 'results:export']);
    const { response } = await signIn(new Browser(), env.url, 'otto');
    expect(response.headers.get('location')).toBe('/insights?signIn=no-scope');
  });

  it('ends the session the browser held when someone signs in again in it', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    const first = browser.cookie(env.url, SESSION_COOKIE);
    browser.forget(env.issuer);
    await signIn(browser, env.url, 'grace');
    expect((await sessionOf(browser, env.url)).session?.name).toBe('Grace Hopper');
    const stale = new Browser();
    const asFirst = await stale.request(`${env.url}/graphql`, {
      json: { query: STATS },
      headers: { cookie: `${SESSION_COOKIE}=${first ?? ''}` },
    });
    expect(((await asFirst.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toBe(
      'Your session has ended: sign in again',
    );
  });

  it.each([
    ['/insights/../api/results.csv', '/insights'],
    ['/insights/%2e%2e/metrics', '/insights'],
    ['/insights/\u0007', '/insights'],
    ['/insights?from=\u0000', '/insights'],
    ['/es/insights?view=keys', '/es/insights?view=keys'],
    ['/pt-br/insights/keys', '/pt-br/insights/keys'],
  ])('sends the person back to %j as %j', async (asked, location) => {
    const { response } = await signIn(new Browser(), env.url, 'ada', asked);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it('refuses a callback replayed, and one whose state is not the browser’s own', async () => {
    const browser = new Browser();
    const { callbackUrl, response } = await signIn(browser, env.url, 'ada');
    expect(response.status).toBe(303);
    const replayed = await browser.request(callbackUrl);
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { message: string }).message).toMatch(/start again from \/insights/);

    const stranger = new Browser();
    await stranger.request(`${env.url}/auth/oidc/login`);
    const forged = await stranger.request(`${env.url}/auth/oidc/callback?code=abc&state=forged`);
    expect(forged.status).toBe(400);
    expect(stranger.cookie(env.url, SESSION_COOKIE)).toBeUndefined();
  });

  it('needs the CSRF token and this site’s Origin for a change made with the cookie; a key needs neither', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'grace');
    const { session } = await sessionOf(browser, env.url);
    const bare = await browserGraphql(browser, env.url, MAKE_KEY, { origin: env.url });
    expect(bare.body.errors?.[0]?.message).toMatch(/CSRF token/);
    const elsewhere = await browserGraphql(browser, env.url, MAKE_KEY, {
      origin: 'https://evil.example',
      'x-csrf-token': session?.csrfToken ?? '',
    });
    expect(elsewhere.body.errors?.[0]?.message).toMatch(/Origin/);
    const made = await browserGraphql(browser, env.url, MAKE_KEY, {
      origin: env.url,
      'x-csrf-token': session?.csrfToken ?? '',
    });
    expect(made.body.data).toEqual({ createApiKey: { key: { name: 'nightly job' } } });

    const { bearer } = await createKey(env.app.db, ['keys:manage', 'analytics:read'], { name: 'script' });
    const scripted = await graphql(env.app.app, MAKE_KEY, {}, bearer);
    expect(scripted.body.data).toEqual({ createApiKey: { key: { name: 'nightly job' } } });
  });

  it('records a person’s reads in the audit trail under their name, issuer and subject', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    await browserGraphql(browser, env.url, STATS);
    const { bearer } = await createKey(env.app.db, ['keys:manage'], { name: 'auditor' });
    const trail = await graphql(env.app.app, '{ keyAudit { keyId keyName operation outcome } }', {}, bearer);
    expect(trail.body.data.keyAudit).toContainEqual({
      keyId: null,
      keyName: `Ada Lovelace (${env.issuer} ada)`,
      operation: 'graphql (anonymous).resultStats',
      outcome: 'allowed',
    });
  });

  it('keeps e-mail addresses out of the audit trail when a person has no name but an address', async () => {
    for (const login of ['pat', 'quinn']) {
      const browser = new Browser();
      await signIn(browser, env.url, login);
      expect((await browserGraphql(browser, env.url, STATS)).body.data).toBeDefined();
    }
    const { bearer } = await createKey(env.app.db, ['keys:manage'], { name: 'auditor' });
    const trail = await graphql(env.app.app, '{ keyAudit { keyName operation } }', {}, bearer);
    const names = (trail.body.data.keyAudit as { keyName: string }[]).map((row) => row.keyName);
    expect(names).toEqual(expect.arrayContaining([`${env.issuer} pat`, `${env.issuer} quinn`]));
    expect(names.filter((name) => name.includes('@'))).toEqual([]);
  });
});

describe('single sign-on for the company’s domains only', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  beforeAll(async () => {
    env = await startSignInApp({ OIDC_ALLOWED_DOMAINS: 'example.com' });
  });
  afterAll(() => env.stop());

  it('lets in a verified address of an allowed domain, and refuses any other', async () => {
    const inside = new Browser();
    expect((await signIn(inside, env.url, 'ada')).response.headers.get('location')).toBe('/insights');
    const outside = new Browser();
    const { response } = await signIn(outside, env.url, 'mallory');
    expect(response.headers.get('location')).toBe('/insights?signIn=domain');
    expect(outside.cookie(env.url, SESSION_COOKIE)).toBeUndefined();
  });
});
