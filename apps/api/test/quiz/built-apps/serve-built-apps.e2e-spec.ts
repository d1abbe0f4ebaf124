import { APP_INDEX_HTML, IDE_INDEX_HTML, fakeBuild } from '../../helpers/fake-builds';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

describe('serving the built web app and GraphQL IDE', () => {
  let t: TestApp;
  let builds: Awaited<ReturnType<typeof fakeBuild>>[];
  beforeAll(async () => {
    builds = await Promise.all([
      fakeBuild({
        'index.html': APP_INDEX_HTML,
        'assets/index-abc123.js': `console.log("${'app '.repeat(2000)}")`,
        'robots.txt': 'User-agent: *',
      }),
      fakeBuild({ 'index.html': IDE_INDEX_HTML }),
    ]);
    t = await createTestApp({ webDir: builds[0]?.dir, graphiqlDir: builds[1]?.dir });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(builds.map((build) => build.remove()));
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/', 200],
    ['/test', 200],
    ['/results/comfort?id=abc', 200],
    ['/no/such/page', 404],
    ['/index.html', 404],
  ])('answers %s with the app and %d, revalidated each time', async (url, status) => {
    const response = await get(url);
    expect([response.statusCode, response.body]).toEqual([status, expect.stringContaining('<div id="root">')]);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and serves robots.txt', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
  });

  it('compresses what it serves for clients that accept it', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.length).toBeLessThan(1000);
    const profiles = await t.app.inject({
      method: 'GET',
      url: '/api/personalities',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(profiles.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/api/no-such-call', '/graphql/anything', '/pictures/options/nothing.svg'])(
    'never swallows %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('opens the GraphQL IDE for a browser at GET /graphql, leaving GET queries to Apollo', async () => {
    const browser = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect([browser.statusCode, browser.body]).toEqual([200, expect.stringContaining('<div id="graphiql">')]);
    const client = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bpersonalities%7Bkey%7D%7D',
      headers: {
        accept: 'application/json',
        'apollo-require-preflight': 'true',
      },
    });
    expect(client.json().data.personalities).toHaveLength(3);
  });

  it('keeps the api and GraphQL working beside it', async () => {
    expect((await get('/api/personalities')).statusCode).toBe(200);
    expect((await graphql(t.app, '{ personalities { key } }')).body.data.personalities).toHaveLength(3);
    expect((await get('/pictures/options/mild.webp')).statusCode).toBe(200);
  });
});
