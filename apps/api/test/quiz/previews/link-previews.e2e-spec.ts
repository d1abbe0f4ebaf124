import { PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CRAWLER_USER_AGENTS, crawl, readHead } from '../../helpers/crawler';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const SITE = 'https://tastetype.example';
const SCRIPT = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';
// As Vite writes it: the dev title and description, then the hashed bundle.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Vite dev title</title>
    <meta
      name="description"
      content="Vite dev description"
    />
    ${SCRIPT}
    ${STYLESHEET}
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOME = {
  title: 'TasteType — Discover your food personality',
  ogTitle: "What's your food personality?",
  description:
    'Answer three picture questions and discover whether you are a Comfort Connoisseur, a Flavor Explorer or a Wellness Warrior.',
  url: `${SITE}/`,
  image: `${SITE}/pictures/share/home.jpg`,
};
const TEST = {
  ...HOME,
  title: 'Food Personality Assessment · TasteType',
  ogTitle: 'Food Personality Assessment',
  description:
    'About 2 minutes: answer three picture questions and discover whether you are a Comfort Connoisseur, a Flavor Explorer or a Wellness Warrior.',
  url: `${SITE}/test`,
};
const TITLES = PERSONALITY_TITLES;

type Preview = typeof HOME;

/** Every tag of a preview, each exactly once, and the app still able to boot from the page. */
async function expectPreview(
  response: Awaited<ReturnType<typeof crawl>>,
  preview: Preview,
  { status = 200, noindex = false } = {},
) {
  const head = readHead(response.body);
  expect([response.statusCode, response.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
  expect(head.titles).toEqual([preview.title]);
  expect(head.canonical).toEqual([preview.url]);
  expect(head.meta).toMatchObject({
    description: [preview.description],
    'og:type': ['website'],
    'og:site_name': ['TasteType'],
    'og:title': [preview.ogTitle],
    'og:description': [preview.description],
    'og:url': [preview.url],
    'og:image': [preview.image],
    'og:image:type': ['image/jpeg'],
    'og:image:width': ['1200'],
    'og:image:height': ['630'],
    'og:image:alt': [expect.stringMatching(/^\w.{40,}/)],
    'twitter:card': ['summary_large_image'],
    'twitter:title': [preview.ogTitle],
    'twitter:description': [preview.description],
    'twitter:image': [preview.image],
    'twitter:image:alt': head.meta['og:image:alt'],
  });
  expect(head.meta['robots']).toEqual(noindex ? ['noindex'] : undefined);
  for (const tag of [SCRIPT, STYLESHEET, '<div id="root"></div>']) expect(response.body).toContain(tag);
}

describe('link previews: the HTML crawlers read', () => {
  let webDir: string;
  let site: TestApp;
  let byHost: TestApp;
  const previews: Record<string, Preview> = { '/': HOME, '/test': TEST };
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tastetype-previews-'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    site = await createTestApp({ webDir, env: { PUBLIC_URL: `${SITE}/` } });
    byHost = await createTestApp({ webDir, env: { TRUST_PROXY: '1' } });
    const profiles = (await site.app.inject({ method: 'GET', url: '/api/personalities' })).json();
    for (const [key, title] of Object.entries(TITLES)) {
      const { description } = profiles[key];
      const image = `${SITE}/pictures/share/${key}.jpg`;
      const url = `${SITE}/results/${key}`;
      previews[`/results/${key}`] = {
        title: `${title} · TasteType`,
        ogTitle: `I'm a ${title}!`,
        description,
        url,
        image,
      };
    }
  });
  afterAll(async () => {
    await Promise.all([site?.close(), byHost?.close()]);
    await rm(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/test', '/results/comfort', '/results/adventurous', '/results/healthy'])(
    'gives every crawler the same full preview of %s',
    async (url) => {
      const responses = await Promise.all(
        CRAWLER_USER_AGENTS.map((agent) => crawl(site.app, url, { 'user-agent': agent })),
      );
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      await expectPreview(responses[0], previews[url]);
    },
  );

  it.each(['/', '/test', '/results/healthy'])(
    'carries on %s the profiles GraphQL gives, as data no script runs, so the results paint without a query',
    async (url) => {
      const body = (await crawl(site.app, url)).body;
      const block = /<script type="application\/json" id="tastetype-profiles" lang="en">([^<]*)<\/script>/.exec(body);
      const graphql = await site.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ personalities { key title description color traits foods image } }' },
      });
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(graphql.json().data.personalities);
    },
  );

  it('says "I\'m a {title}!" and describes the picture with those words', async () => {
    const head = readHead((await crawl(site.app, '/results/adventurous')).body);
    expect(head.one('og:title')).toBe("I'm a Flavor Explorer!");
    expect(head.one('og:image:alt')).toContain("“I'm a Flavor Explorer!”");
  });

  it('serves each preview picture as a 1200×630 JPEG under 300 KB', async () => {
    const images = new Set(Object.values(previews).map((preview) => preview.image));
    expect(images.size).toBe(4);
    for (const image of images) {
      const response = await site.app.inject({ method: 'GET', url: image.slice(SITE.length) });
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/jpeg']);
      // Other sites may show it (a web chat's unfurl), unlike the app's own pictures.
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.rawPayload.length).toBeLessThan(300 * 1024);
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
  });

  it('never puts the result id or the query string in the shared URL', async () => {
    const id = '6f1c2a4e-1b7d-4c39-9a55-0d3e8f2b7c10';
    const response = await crawl(site.app, `/results/comfort?id=${id}&ref=share`);
    await expectPreview(response, previews['/results/comfort']);
    expect(response.body).not.toContain(id);
    expect(response.body).not.toContain('ref=share');
  });

  it('names a trailing-slash visit by its canonical URL', async () => {
    await expectPreview(await crawl(site.app, '/results/healthy/'), previews['/results/healthy']);
    await expectPreview(await crawl(site.app, '/test/'), TEST);
  });

  it.each(['/no/such/page', '/results/comfort/extra', '/index.html'])(
    'answers %s, which is no page, 404 with the app and a not-found head',
    async (url) => {
      const response = await crawl(site.app, url);
      const head = readHead(response.body);
      expect(response.statusCode).toBe(404);
      expect(head.titles).toEqual(['Page not found · TasteType']);
      expect(head.meta).toMatchObject({ robots: ['noindex'], description: [HOME.description] });
      expect(head.meta['og:image']).toBeUndefined();
      for (const tag of [SCRIPT, STYLESHEET, '<div id="root"></div>']) expect(response.body).toContain(tag);
    },
  );

  it.each(['/insights', '/Insights/'])(
    'answers %s, the analysts’ page, 200 with the app, its own title, noindex, nofollow and no preview',
    async (url) => {
      const response = await crawl(site.app, url);
      const head = readHead(response.body);
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(head.titles).toEqual(['Insights · TasteType']);
      expect(head.meta).toEqual({ robots: ['noindex, nofollow'] });
      expect(head.canonical).toEqual([]);
      for (const tag of [SCRIPT, STYLESHEET, '<div id="root"></div>']) expect(response.body).toContain(tag);
    },
  );

  it.each(['/results/pizza', '/results', '/results/'])(
    'answers %s, a results page without a known personality, with the home preview (200, so it unfurls) and noindex',
    async (url) => {
      await expectPreview(await crawl(site.app, url), HOME, { noindex: true });
    },
  );

  it('builds absolute URLs from the request when PUBLIC_URL is unset, trusting the proxy it is told to', async () => {
    const direct = readHead((await crawl(byHost.app, '/results/healthy', { host: 'share.example:8080' })).body);
    expect([direct.one('og:url'), direct.one('og:image'), ...direct.canonical]).toEqual([
      'http://share.example:8080/results/healthy',
      'http://share.example:8080/pictures/share/healthy.jpg',
      'http://share.example:8080/results/healthy',
    ]);
    const proxied = await crawl(byHost.app, '/', {
      host: 'app-1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'TasteType.example',
    });
    expect(readHead(proxied.body).one('twitter:image')).toBe(`${SITE}/pictures/share/home.jpg`);
  });

  it.each([
    ['Host', { host: 'evil.example"><script>alert(1)</script>' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'x"/><script>alert(1)</script>' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'javascript' }],
  ])('keeps a hostile %s out of the page: its URLs stay root-relative', async (_name, headers) => {
    const response = await crawl(byHost.app, '/results/comfort', headers);
    const head = readHead(response.body);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script>alert|javascript:/);
    expect([head.one('og:url'), head.one('og:image'), ...head.canonical]).toEqual([
      '/results/comfort',
      '/pictures/share/comfort.jpg',
      '/results/comfort',
    ]);
  });

  it('uses PUBLIC_URL whatever the Host says', async () => {
    const response = await crawl(site.app, '/results/comfort', { host: 'evil.example"><script>alert(1)</script>' });
    expect(response.body).not.toContain('<script>alert');
    expect(readHead(response.body).one('og:url')).toBe(`${SITE}/results/comfort`);
  });
});

describe('link previews before the profiles can be read', () => {
  let webDir: string;
  let t: TestApp;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tastetype-previews-'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    // Migrations left to `npm run migrate` and not run yet: no profiles to read.
    t = await createTestApp({ webDir, env: { PUBLIC_URL: SITE, MIGRATIONS_RUN: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('gives a real personality the home preview, and an unknown one the home preview with noindex', async () => {
    await expectPreview(await crawl(t.app, '/results/comfort'), HOME);
    await expectPreview(await crawl(t.app, '/results/pizza'), HOME, { noindex: true });
  });
});
