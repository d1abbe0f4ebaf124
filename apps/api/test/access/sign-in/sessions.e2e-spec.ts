import { SessionClock } from '../../../src/access/sign-in/session-clock';
import { MOST_BELIEVED, Sessions } from '../../../src/access/sign-in/sessions';
import { waitFor } from '../../helpers/http-download';
import { Browser, browserGraphql, sessionOf, signIn, signInEnv, startSignInApp } from '../../helpers/sign-in';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const STATS = '{ resultStats { total } }';
const ENDED = 'Your session has ended: sign in again';
const MINUTE = 60_000;

describe('a signed-in person’s session', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  let clock: SessionClock;
  let now: number;
  beforeAll(async () => {
    env = await startSignInApp({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '12' });
    clock = env.app.app.get(SessionClock);
  });
  beforeEach(() => {
    now = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => env.stop());

  const statsMessage = async (browser: Browser) =>
    (await browserGraphql(browser, env.url, STATS)).body.errors?.[0]?.message ?? 'answered';

  it('ends after SESSION_IDLE_MINUTES without a request', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    now += 119 * MINUTE;
    expect(await statsMessage(browser)).toBe('answered');
    now += 119 * MINUTE;
    expect(await statsMessage(browser)).toBe('answered');
    now += 121 * MINUTE;
    expect(await statsMessage(browser)).toBe(ENDED);
    expect((await sessionOf(browser, env.url)).session).toBeNull();
  });

  it('ends after SESSION_MAX_HOURS however busy', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    for (let hours = 0; hours < 11; hours++) {
      now += 60 * MINUTE;
      expect(await statsMessage(browser)).toBe('answered');
    }
    now += 61 * MINUTE;
    expect(await statsMessage(browser)).toBe(ENDED);
  });

  it('signs out here, then at the provider, with the ID token as the hint', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    const { session } = await sessionOf(browser, env.url);
    const forged = await browser.request(`${env.url}/auth/logout`, { method: 'POST', headers: { origin: env.url } });
    expect(forged.status).toBe(403);
    const out = await browser.request(`${env.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: env.url, 'x-csrf-token': session?.csrfToken ?? '' },
    });
    expect(out.status).toBe(200);
    const { location } = (await out.json()) as { location: string };
    expect(location.startsWith(`${env.issuer}/session/end?`)).toBe(true);
    expect(new URL(location).searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(await statsMessage(browser)).toMatch(/needs a key/);
    const confirm = await browser.request(location);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())?.[1];
    const back = await browser.request(`${env.issuer}/session/end/confirm`, {
      form: { xsrf: xsrf ?? '', logout: 'yes' },
    });
    const { url } = await browser.follow(back, `${env.issuer}/session/end/confirm`, env.url);
    expect(url).toBe(`${env.url}/insights`);
  });

  it('believes a bounded number of sessions on a replica, however many people are signed in', async () => {
    const count = MOST_BELIEVED + 50;
    // Sessions as sign-in stores them (the id as the SHA-256 of the cookie's value), made in one statement.
    await env.app.db.query(
      `INSERT INTO analyst_sessions (id_hash, issuer, subject, display_name, scopes, csrf_token, id_token,
         created_at, last_seen_at, ends_at)
       SELECT sha256(convert_to('many-' || n, 'UTF8')), 'https://idp.example', 'p' || n, 'Person ' || n,
         '{analytics:read}', 'csrf', 'id-token', now(), now(), now() + interval '1 hour'
       FROM generate_series(1, $1) AS n`,
      [count],
    );
    const sessions = env.app.app.get(Sessions);
    for (let n = 1; n <= count; n++) expect(await sessions.find(`many-${n}`)).toBeDefined();
    // Private: what a replica holds in memory shows nowhere else.
    expect((sessions as unknown as { believed: Map<string, unknown> }).believed.size).toBeLessThanOrEqual(
      MOST_BELIEVED,
    );
  });

  it('refuses a logout token that the provider did not sign', async () => {
    const forged = await fetch(`${env.url}/auth/oidc/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'logout_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZGEifQ.',
    });
    expect(forged.status).toBe(400);
  });
});

describe('a sign-out at the provider', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  let replica: TestApp;
  beforeAll(async () => {
    env = await startSignInApp();
    replica = await createTestApp({ env: signInEnv(env.issuer, env.url), database: env.database });
  });
  afterAll(async () => {
    await replica.close();
    await env.stop();
  });

  it('ends the person’s sessions on another replica by back-channel logout', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    const cookie = `__Host-tastetype-session=${browser.cookie(env.url, '__Host-tastetype-session')}`;
    const onReplica = async () =>
      (
        await replica.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: STATS },
          headers: { cookie, 'sec-fetch-site': 'same-origin' },
        })
      ).json();
    expect(await onReplica()).toEqual({ data: { resultStats: { total: 0 } } });
    // The person signs out at the provider itself (another app's button, or an admin ending their sessions).
    await signOutAtProvider(browser, env.issuer);
    await waitFor(
      'the other replica to refuse the session',
      async () => (await onReplica()).errors?.[0]?.message === ENDED,
      5_000,
    );
  });

  it('ends a session stored without the provider’s session id, by issuer and subject', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'grace');
    // As a session stored before its ID token carried a sid, or from a provider that leaves it out at sign-in.
    await env.app.db.query(`UPDATE analyst_sessions SET provider_session = NULL WHERE subject = 'grace'`);
    await signOutAtProvider(browser, env.issuer);
    await waitFor(
      'the session without a sid to end',
      async () => (await env.app.db.query(`SELECT 1 FROM analyst_sessions WHERE subject = 'grace'`)).rowCount === 0,
      5_000,
    );
  });
});

async function signOutAtProvider(browser: Browser, issuer: string): Promise<void> {
  const confirm = await browser.request(`${issuer}/session/end?client_id=tastetype`);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())?.[1];
  await browser.request(`${issuer}/session/end/confirm`, { form: { xsrf: xsrf ?? '', logout: 'yes' } });
}
