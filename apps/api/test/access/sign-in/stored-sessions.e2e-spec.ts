import { Browser, sessionOf, signIn, startSignInApp } from '../../helpers/sign-in';

describe('what a signed-in session leaves in the database', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  beforeAll(async () => {
    env = await startSignInApp();
  });
  afterAll(() => env.stop());

  it('holds no CSRF token, which is derived from the cookie, and still signs out with it and the ID token', async () => {
    const browser = new Browser();
    await signIn(browser, env.url, 'ada');
    const { session } = await sessionOf(browser, env.url);
    const token = session?.csrfToken ?? '';
    expect(token).toMatch(/^[\w-]{40,}$/);
    // No column of any session row holds it, in any form a copy of the table would carry away.
    const holding = await env.app.db.query(
      `SELECT count(*)::int AS n FROM analyst_sessions s WHERE position($1 IN row_to_json(s)::text) > 0`,
      [token],
    );
    expect(holding.rows).toEqual([{ n: 0 }]);
    // The same token on another request: it is the session's, not a new one each time.
    expect((await sessionOf(browser, env.url)).session?.csrfToken).toBe(token);

    const wrong = await browser.request(`${env.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: env.url, 'x-csrf-token': `${token.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(403);
    const out = await browser.request(`${env.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: env.url, 'x-csrf-token': token },
    });
    expect(out.status).toBe(200);
    const { location } = (await out.json()) as { location: string };
    expect(new URL(location).searchParams.get('id_token_hint')).toMatch(/^ey/);
  });
});
