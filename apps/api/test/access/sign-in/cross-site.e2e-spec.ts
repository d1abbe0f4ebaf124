import { createKey } from '../../helpers/keys';
import { Browser, sessionOf, signIn, startSignInApp } from '../../helpers/sign-in';
import { graphql } from '../../helpers/test-app';

const CSV = '/api/results.csv';
const TRAIL = '{ keyAudit { keyName operation outcome } }';

describe('a session’s reads asked for by another site', () => {
  let env: Awaited<ReturnType<typeof startSignInApp>>;
  let browser: Browser;
  beforeAll(async () => {
    env = await startSignInApp();
    browser = new Browser();
    await signIn(browser, env.url, 'ada');
  });
  afterAll(() => env.stop());

  const csv = (headers: Record<string, string>) => browser.request(`${env.url}${CSV}`, { headers });
  const trail = async () => {
    const { bearer } = await createKey(env.app.db, ['keys:manage'], { name: 'auditor' });
    const { body } = await graphql(env.app.app, TRAIL, {}, bearer);
    const rows = (body as { data: { keyAudit: { keyName: string; operation: string; outcome: string }[] } }).data
      .keyAudit;
    return rows.filter((row) => row.keyName.startsWith('Ada Lovelace') && row.operation === `GET ${CSV}`);
  };

  it('refuses a CSV export a link on another site starts, and records it as denied', async () => {
    const response = await csv({ 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).not.toMatch(/text\/csv/);
    const rows = await trail();
    expect(rows.map((row) => row.outcome)).toEqual([expect.stringMatching(/^denied: .*this site/)]);
  });

  it('refuses one from a browser that sends no Sec-Fetch-Site and no CSRF token', async () => {
    expect((await csv({ 'sec-fetch-site': '' })).status).toBe(403);
  });

  it('serves this site’s own pages, an address typed in, and the page’s CSRF token', async () => {
    expect((await csv({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await csv({ 'sec-fetch-site': 'none' })).status).toBe(200);
    const { session } = await sessionOf(browser, env.url);
    const withToken = await csv({ 'sec-fetch-site': 'same-site', 'x-csrf-token': session?.csrfToken ?? '' });
    expect(withToken.status).toBe(200);
  });

  it('refuses a CSRF token of other bytes than ASCII with 403, as any wrong token', async () => {
    const { session } = await sessionOf(browser, env.url);
    const latin = 'é'.repeat(session?.csrfToken.length ?? 43);
    const refused = await csv({ 'sec-fetch-site': 'cross-site', 'x-csrf-token': latin });
    expect(refused.status).toBe(403);
    const logout = await browser.request(`${env.url}/auth/logout`, {
      method: 'POST',
      headers: { origin: env.url, 'x-csrf-token': latin },
    });
    expect(logout.status).toBe(403);
  });

  it('leaves keys as they were: a key is no cookie a site can ride', async () => {
    const { bearer } = await createKey(env.app.db, ['results:export']);
    const response = await fetch(`${env.url}${CSV}`, { headers: { ...bearer, 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
  });
});
