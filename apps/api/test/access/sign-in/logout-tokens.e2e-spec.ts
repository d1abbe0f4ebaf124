import { LOGOUT_EVENT, signInEnv, startSignInApp } from '../../helpers/sign-in';
import { type TestApp, createTestApp } from '../../helpers/test-app';

describe('the provider’s logout tokens', () => {
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

  const send = async (token: string, to = env.url) => {
    const response = await fetch(`${to}/auth/oidc/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: token }).toString(),
    });
    return {
      status: response.status,
      message: ((await response.json().catch(() => ({}))) as { message?: string }).message,
    };
  };
  const onReplica = async (token: string) => {
    const response = await replica.app.inject({
      method: 'POST',
      url: '/auth/oidc/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logout_token: token }).toString(),
    });
    return { status: response.statusCode, message: (response.json() as { message?: string }).message };
  };

  it('takes a well-formed one, signed by the provider', async () => {
    expect((await send(await env.logoutToken({ sub: 'ada' }))).status).toBe(200);
  });

  it('refuses one without exp', async () => {
    const refused = await send(await env.logoutToken({ sub: 'ada', exp: undefined }));
    expect(refused).toEqual({ status: 400, message: expect.stringMatching(/exp/) });
  });

  it('refuses one sent again, here and on another replica', async () => {
    const token = await env.logoutToken({ sub: 'ada' });
    expect((await send(token)).status).toBe(200);
    expect(await send(token)).toEqual({ status: 400, message: expect.stringMatching(/already/) });
    expect(await onReplica(token)).toEqual({ status: 400, message: expect.stringMatching(/already/) });
  });

  it('refuses one whose typ is not logout+jwt, and takes one without typ', async () => {
    expect((await send(await env.logoutToken({ sub: 'ada' }, { typ: 'JWT' }))).status).toBe(400);
    expect((await send(await env.logoutToken({ sub: 'ada' }, { typ: undefined }))).status).toBe(200);
  });

  it.each([null, 'logout', 1, []])('refuses a logout event of %p', async (event) => {
    const token = await env.logoutToken({ sub: 'ada', events: { [LOGOUT_EVENT]: event } });
    expect((await send(token)).status).toBe(400);
  });
});
