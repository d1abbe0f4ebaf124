import { APP_INDEX_HTML, IDE_INDEX_HTML, fakeBuild } from '../../helpers/fake-builds';
import { type TestApp, createTestApp } from '../../helpers/test-app';

type Inject = TestApp['app']['inject'];
type Answer = Awaited<ReturnType<Inject>>;

/** Answers that are no document: REST, GraphQL, a health check, a 404 and a picture. */
const REQUESTS = [
  ['GET /api/personalities', { method: 'GET', url: '/api/personalities' }, 200],
  [
    'POST /graphql',
    {
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ personalities { key } }' },
    },
    200,
  ],
  ['GET /health/live', { method: 'GET', url: '/health/live' }, 200],
  ['a 404', { method: 'GET', url: '/api/no-such-call' }, 404],
  ['a picture', { method: 'GET', url: '/pictures/personalities/comfort.webp' }, 200],
] as const;

/** The CSP's directives by name, each with its list of sources. */
function directives(answer: Answer): Map<string, string[]> {
  const csp = answer.headers['content-security-policy'];
  if (typeof csp !== 'string') throw new Error(`no single content-security-policy header: ${JSON.stringify(csp)}`);
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** OWASP's short set for API answers: nothing to render, frame or sniff, and none of the document headers. */
async function expectApiHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const documentOnly of [
    'permissions-policy',
    'cross-origin-opener-policy',
    'referrer-policy',
    'origin-agent-cluster',
  ]) {
    expect([documentOnly, answer.headers[documentOnly]]).toEqual([documentOnly, undefined]);
  }
}

/** The full set a page of the web app carries. */
async function expectDocumentHeaders(answer: Answer) {
  const csp = directives(answer);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  const permissions = String(answer.headers['permissions-policy']).split(/,\s*/);
  expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']));
}

describe('security headers', () => {
  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(async () => t.close());

    it.each(REQUESTS)('are the short API set on %s', async (_name, request, status) => {
      const answer = await t.app.inject(request);
      expect(answer.statusCode).toBe(status);
      await expectApiHeaders(answer);
    });

    it.each(REQUESTS)(
      'include no Strict-Transport-Security on %s, as TLS is not known to be there',
      async (_name, request) => {
        const answer = await t.app.inject(request);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('are the short API set on a refused request too (405, 400, 413)', async () => {
      const answers = await Promise.all([
        t.app.inject({ method: 'DELETE', url: '/api/personality-results' }),
        t.app.inject({
          method: 'POST',
          url: '/api/personality-results',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: JSON.stringify({ query: 'x'.repeat(20_000) }),
          headers: { 'content-type': 'application/json' },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([405, 400, 413]);
      for (const answer of answers) await expectApiHeaders(answer);
    });

    it('give the REST API docs the tool policy, as a document', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(answer.statusCode).toBe(200);
      await expectDocumentHeaders(answer);
      expect(directives(answer).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });
  });

  describe('with HSTS=true', () => {
    let t: TestApp;
    let web: Awaited<ReturnType<typeof fakeBuild>>;
    beforeAll(async () => {
      web = await fakeBuild({ 'index.html': APP_INDEX_HTML });
      t = await createTestApp({ env: { HSTS: 'true' }, webDir: web.dir });
    });
    afterAll(async () => {
      await t.close();
      await web.remove();
    });

    it.each(REQUESTS)(
      'add Strict-Transport-Security for a year, with subdomains, to the API set on %s',
      async (_name, request, status) => {
        const answer = await t.app.inject(request);
        expect(answer.statusCode).toBe(status);
        await expectApiHeaders(answer);
        const hsts = String(answer.headers['strict-transport-security']).split(/;\s*/);
        expect(hsts).toEqual(expect.arrayContaining(['max-age=31536000', 'includeSubDomains']));
      },
    );

    it('add it to pages too, whose policy then upgrades insecure requests', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/' });
      await expectDocumentHeaders(answer);
      const hsts = String(answer.headers['strict-transport-security']).split(/;\s*/);
      expect(hsts).toEqual(expect.arrayContaining(['max-age=31536000', 'includeSubDomains']));
      expect(directives(answer).get('upgrade-insecure-requests')).toEqual([]);
    });
  });

  describe.each([
    ['an https PUBLIC_URL, HSTS unset', { PUBLIC_URL: 'https://tastetype.example' }, true],
    ['an https PUBLIC_URL, HSTS=false', { PUBLIC_URL: 'https://tastetype.example', HSTS: 'false' }, false],
    ['an http PUBLIC_URL, HSTS unset', { PUBLIC_URL: 'http://localhost:3000' }, false],
  ])('with %s', (_name, env, sent) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env });
    });
    afterAll(() => t.close());

    it(`${sent ? 'sends' : 'sends no'} Strict-Transport-Security`, async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/health/live' });
      expect(answer.headers['strict-transport-security'] !== undefined).toBe(sent);
    });
  });

  describe('with the web app and the GraphQL IDE built', () => {
    let t: TestApp;
    let builds: Awaited<ReturnType<typeof fakeBuild>>[];
    beforeAll(async () => {
      builds = await Promise.all([
        fakeBuild({ 'index.html': APP_INDEX_HTML, 'assets/index-abc123.js': 'console.log("app")' }),
        fakeBuild({ 'index.html': IDE_INDEX_HTML }),
      ]);
      t = await createTestApp({ webDir: builds[0]?.dir, graphiqlDir: builds[1]?.dir });
    });
    afterAll(async () => {
      await t.close();
      await Promise.all(builds.map((build) => build.remove()));
    });

    const browse = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });

    it("gives the web app's pages (a 404 page too) the full document set, without 'unsafe-inline'", async () => {
      for (const [url, status] of [
        ['/', 200],
        ['/results/comfort', 200],
        ['/no-such-page', 404],
      ] as const) {
        const answer = await browse(url);
        expect([url, answer.statusCode]).toEqual([url, status]);
        await expectDocumentHeaders(answer);
        const csp = directives(answer);
        expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
        expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
        expect(csp.get('font-src')).toEqual(["'self'"]);
        expect(csp.has('upgrade-insecure-requests')).toBe(false);
      }
      expect((await browse('/')).body).toContain('<div id="root">');
    });

    it('lets no inline script or style into pages: only the toasts stylesheet, by hash', async () => {
      const styles = directives(await browse('/')).get('style-src') ?? [];
      expect(styles[0]).toBe("'self'");
      expect(styles.slice(1)).toEqual([
        expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
        expect.stringMatching(/^'sha256-/),
      ]);
    });

    it("gives the app's scripts, which are no document, the short API set", async () => {
      const answer = await browse('/assets/index-abc123.js');
      expect(answer.statusCode).toBe(200);
      await expectApiHeaders(answer);
    });

    it("gives the GraphQL IDE at GET /graphql its own policy: inline styles and data: fonts, scripts still from 'self'", async () => {
      const answer = await browse('/graphql');
      expect([answer.statusCode, answer.body]).toEqual([200, expect.stringContaining('<div id="graphiql">')]);
      await expectDocumentHeaders(answer);
      const csp = directives(answer);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    });

    it('keeps the short API set on GraphQL queries sent to GET /graphql by clients', async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/graphql?query=%7Bpersonalities%7Bkey%7D%7D',
        headers: {
          accept: 'application/json',
          'apollo-require-preflight': 'true',
        },
      });
      expect(answer.json().data.personalities).toHaveLength(3);
      await expectApiHeaders(answer);
    });
  });
});
