import { startSignInApp } from '../../helpers/sign-in';

describe('sign-ins started from one address', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  beforeAll(async () => {
    env = await startSignInApp({ SIGN_INS_PER_MINUTE: '3' });
  });
  afterAll(() => env.stop());

  it('are limited on their own: past SIGN_INS_PER_MINUTE, 429 with Retry-After, and nothing stored', async () => {
    const start = () => fetch(`${env.url}/auth/oidc/login`, { redirect: 'manual' });
    for (let n = 0; n < 3; n++) expect((await start()).status).toBe(302);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await env.app.db.query('SELECT count(*)::int AS n FROM sign_in_attempts');
    expect(stored.rows[0].n).toBe(3);
    // Only the sign-in's own route: the rest of the site answers as before.
    expect((await fetch(`${env.url}/auth/session`)).status).toBe(200);
  });
});
