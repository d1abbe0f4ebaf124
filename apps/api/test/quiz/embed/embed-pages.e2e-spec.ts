import { EMBED_HOST_ID } from '@tastetype/quiz-domain';
import { gunzipSync } from 'node:zlib';
import { APP_INDEX_HTML, fakeBuild } from '../../helpers/fake-builds';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const ALLOWED = 'https://blog.example';
const SCRIPT = '(function(){window.TasteType={version:1}})();';
const SITE = 'http://tastetype.example';

/** The host the page tells the quiz it may post to, from its JSON script; undefined when there is none. */
function hostIn(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${EMBED_HOST_ID}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]).host : undefined;
}

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe('the embedded quiz and its script', () => {
  let t: TestApp;
  let build: Awaited<ReturnType<typeof fakeBuild>>;
  beforeAll(async () => {
    build = await fakeBuild({ 'index.html': `${APP_INDEX_HTML}</body>`, 'embed.js': SCRIPT });
    t = await createTestApp({ webDir: build.dir, env: { EMBED_ALLOWED_ORIGINS: `${ALLOWED}, http://localhost:8080` } });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(['/embed/quiz', '/embed/quiz/results/comfort'])(
    '%s may be framed by the allowed origins (and the site itself) only, with no X-Frame-Options',
    async (path) => {
      const page = await get(`${path}?host=${encodeURIComponent(ALLOWED)}`);
      expect(page.statusCode).toBe(200);
      expect(frameAncestors(page.headers['content-security-policy'])).toBe(`'self' ${ALLOWED} http://localhost:8080`);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(hostIn(page.body)).toBe(ALLOWED);
    },
  );

  it.each([
    ['an origin not on the list', 'https://evil.example', null],
    ['a URL with a path', `${ALLOWED}/recipes`, null],
    ['no host at all', undefined, null],
    ['the site itself, for its /embed preview', SITE, SITE],
  ])('tells the quiz which host to post to for %s', async (_what, host, told) => {
    const query = host === undefined ? '' : `?host=${encodeURIComponent(host)}`;
    const page = await get(`/embed/quiz${query}`, { host: new URL(SITE).host });
    expect(hostIn(page.body)).toBe(told);
  });

  it.each(['/', '/test', '/results/comfort', '/embed'])('%s still may be framed by nobody', async (path) => {
    const page = await get(path);
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(hostIn(page.body)).toBeUndefined();
  });

  it('serves /embed.js to other sites, compressed, cached for a day and revalidated by ETag', async () => {
    const script = await get('/embed.js', { 'accept-encoding': 'gzip' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['cache-control']).toMatch(/^public, max-age=86400\b/);
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    const again = await get('/embed.js', { 'if-none-match': String(script.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});

describe('without EMBED_ALLOWED_ORIGINS', () => {
  it('lets only the site itself frame the quiz', async () => {
    const build = await fakeBuild({ 'index.html': `${APP_INDEX_HTML}</body>` });
    const t = await createTestApp({ webDir: build.dir });
    const page = await t.app.inject({ method: 'GET', url: `/embed/quiz?host=${encodeURIComponent(ALLOWED)}` });
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("'self'");
    expect(hostIn(page.body)).toBeNull();
    await t.close();
    await build.remove();
  });
});
