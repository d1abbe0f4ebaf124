import { loginHref, signInReasonOf } from './sign-in-reason';

describe('signInReasonOf', () => {
  it.each([
    ['', undefined],
    ['range=7d', undefined],
    ['signIn=no-scope', 'no-scope'],
    ['signIn=domain', 'domain'],
    ['signIn=failed', 'failed'],
    ['signIn=state-mismatch', 'failed'],
    ['signIn=', 'failed'],
  ])('reads ?%s as %p', (search, reason) => {
    expect(signInReasonOf(new URLSearchParams(search))).toBe(reason);
  });
});

describe('loginHref', () => {
  it.each([
    ['/insights', '', '/auth/oidc/login?returnTo=%2Finsights'],
    ['/es/insights/keys', '?range=7d', '/auth/oidc/login?returnTo=%2Fes%2Finsights%2Fkeys%3Frange%3D7d'],
    ['/insights', '?signIn=failed', '/auth/oidc/login?returnTo=%2Finsights'],
    ['/insights', '?range=7d&signIn=domain', '/auth/oidc/login?returnTo=%2Finsights%3Frange%3D7d'],
  ])('comes back from the provider to %s%s', (pathname, search, href) => {
    expect(loginHref('/auth/oidc/login', pathname, search)).toBe(href);
  });

  it('adds returnTo to a sign-in address that has a query already', () => {
    expect(loginHref('/auth/oidc/login?prompt=login', '/insights', '')).toBe(
      '/auth/oidc/login?prompt=login&returnTo=%2Finsights',
    );
  });
});
