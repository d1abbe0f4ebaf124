import { LOCALES, PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { crawl, readHead } from '../../helpers/crawler';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const SITE = 'https://tastetype.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Vite dev title</title></head>
  <body><div id="root"></div></body>
</html>`;

interface Expected {
  root: string;
  ogLocale: string;
  home: { title: string; ogTitle: string; description: string };
  test: { title: string; ogTitle: string; description: string };
  resultOgTitle: (title: string) => string;
  notFound: string;
}

// The words are pinned here as a reader sees them, not read back from the sources that wrote them.
const LANGUAGES: Record<'es' | 'ar', Expected> = {
  es: {
    root: '<html lang="es">',
    ogLocale: 'es_ES',
    home: {
      title: 'TasteType — Descubre tu personalidad gastronómica',
      ogTitle: '¿Cuál es tu personalidad gastronómica?',
      description:
        'Responde tres preguntas con fotos y descubre si lo tuyo es la cocina reconfortante, los sabores atrevidos o la comida fresca y sana.',
    },
    test: {
      title: 'Test de personalidad gastronómica · TasteType',
      ogTitle: 'Test de personalidad gastronómica',
      description:
        'Unos 2 minutos: responde tres preguntas con fotos y descubre si lo tuyo es la cocina reconfortante, los sabores atrevidos o la comida fresca y sana.',
    },
    resultOgTitle: (title) => `¡Soy ${title}!`,
    notFound: 'Página no encontrada · TasteType',
  },
  ar: {
    root: '<html lang="ar" dir="rtl">',
    ogLocale: 'ar_AR',
    home: {
      title: 'شخصيتك في عالم الطعام — TasteType',
      ogTitle: 'ما شخصيتك في عالم الطعام؟',
      description:
        'ثلاثة أسئلة مصوّرة تكشف هل أنت من عشّاق الأكل البيتي الدافئ، أم النكهات الجريئة، أم الطعام الطازج الخفيف.',
    },
    test: {
      title: 'اختبار شخصيتك في عالم الطعام · TasteType',
      ogTitle: 'اختبار شخصيتك في عالم الطعام',
      description:
        'في دقيقتين تقريبًا: ثلاثة أسئلة مصوّرة تكشف هل أنت من عشّاق الأكل البيتي الدافئ، أم النكهات الجريئة، أم الطعام الطازج الخفيف.',
    },
    resultOgTitle: (title) => `أنا ${title}!`,
    notFound: 'الصفحة غير موجودة · TasteType',
  },
};

/** The page in all six languages and English as the default, as absolute URLs. */
const alternatesOf = (path: string) => {
  const at = (prefix: string) => `${SITE}${prefix}${path === '/' && prefix ? '' : path}`;
  return [
    ['en', at('')],
    ['es', at('/es')],
    ['de', at('/de')],
    ['fr', at('/fr')],
    ['pt-BR', at('/pt-br')],
    ['ar', at('/ar')],
    ['x-default', at('')],
  ];
};
const alternatesIn = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);
/** The profiles a page carries, named by the language their words are in (the app takes them only for a page in it). */
const embeddedProfiles = (html: string, lang: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="tastetype-profiles" lang="${lang}">([^<]*)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  );

describe('link previews in the language of the page', () => {
  let webDir: string;
  let site: TestApp;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'tastetype-previews-'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    site = await createTestApp({ webDir, env: { PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await site?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const profilesIn = async (locale: string) =>
    (await site.app.inject({ method: 'GET', url: `/api/personalities?locale=${locale}` })).json();

  describe.each(Object.entries(LANGUAGES))('in %s', (locale, expected) => {
    const prefix = `/${locale}`;

    it.each([
      [prefix, '/', expected.home],
      [`${prefix}/test`, '/test', expected.test],
    ])('gives %s its language, its alternates and its words', async (url, path, words) => {
      const response = await crawl(site.app, url);
      const head = readHead(response.body);
      expect([response.statusCode, response.headers['content-language']]).toEqual([200, locale]);
      expect(response.body).toContain(expected.root);
      expect(head.canonical).toEqual([`${SITE}${url}`]);
      expect(alternatesIn(response.body)).toEqual(alternatesOf(path));
      expect(head.titles).toEqual([words.title]);
      expect(head.meta).toMatchObject({
        description: [words.description],
        'og:locale': [expected.ogLocale],
        'og:title': [words.ogTitle],
        'og:url': [`${SITE}${url}`],
        'og:image': [`${SITE}/pictures/share/${locale}/home.jpg`],
        'twitter:title': [words.ogTitle],
      });
      expect(head.meta['og:locale:alternate']).toHaveLength(5);
      expect(head.one('og:image:alt')).toContain(expected.home.ogTitle);
    });

    it.each(PERSONALITY_KEYS)('names the %s result with its profile in the language', async (key) => {
      const profile = (await profilesIn(locale))[key];
      const url = `${prefix}/results/${key}`;
      const head = readHead((await crawl(site.app, url)).body);
      expect(head.titles).toEqual([`${profile.title} · TasteType`]);
      expect(head.canonical).toEqual([`${SITE}${url}`]);
      expect(head.meta).toMatchObject({
        description: [profile.description],
        'og:title': [expected.resultOgTitle(profile.title)],
        'og:image': [`${SITE}/pictures/share/${locale}/${key}.jpg`],
      });
      expect(head.one('og:image:alt')).toContain(expected.resultOgTitle(profile.title));
    });

    it('carries the profiles in the language, so the results paint without a query', async () => {
      const keyed = await profilesIn(locale);
      const body = (await crawl(site.app, `${prefix}/results/healthy`)).body;
      const embedded = embeddedProfiles(body, locale);
      expect(embedded.map(({ key, title }: { key: string; title: string }) => [key, title])).toEqual(
        PERSONALITY_KEYS.map((key) => [key, keyed[key].title]),
      );
      expect(embedded.map(({ title }: { title: string }) => title)).not.toContain('Wellness Warrior');
    });

    it('answers a path under its prefix that is no page 404, in the language', async () => {
      const response = await crawl(site.app, `${prefix}/no/such/page`);
      expect([response.statusCode, readHead(response.body).titles]).toEqual([404, [expected.notFound]]);
      expect(response.body).toContain(expected.root);
    });
  });

  it('names no alternates on an unknown personality, kept out of search, and points it at home in its language', async () => {
    const response = await crawl(site.app, '/ar/results/pizza');
    const head = readHead(response.body);
    expect([head.meta['robots'], head.canonical, alternatesIn(response.body)]).toEqual([
      ['noindex'],
      [`${SITE}/ar`],
      [],
    ]);
  });

  it('serves every language’s share pictures as 1200×630 JPEGs other sites may show, cached for a day', async () => {
    for (const locale of LOCALES) {
      for (const name of ['home', ...PERSONALITY_KEYS]) {
        const folder = locale === 'en' ? '' : `${locale.toLowerCase()}/`;
        const response = await site.app.inject({ method: 'GET', url: `/pictures/share/${folder}${name}.jpg` });
        expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/jpeg']);
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.rawPayload.length).toBeLessThan(300 * 1024);
        const { width, height, format } = await sharp(response.rawPayload).metadata();
        expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
      }
    }
  });
});
