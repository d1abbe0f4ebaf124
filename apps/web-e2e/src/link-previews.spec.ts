import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** What Facebook's crawler sends: it runs no JavaScript and reads only the HTML the server writes. */
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The page's root element and the head tags a link-preview crawler reads, as it reads them. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: CRAWLER });
  const html = await response.text();
  const meta = (key: string) =>
    [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)]
      .filter(([, name]) => name === key)
      .map(([, , content]) => decode(content ?? ''));
  return {
    status: response.status(),
    root: /<html\b[^>]*>/i.exec(html)?.[0],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    ),
    meta,
  };
}

const PAGES = [
  {
    path: '/',
    root: '<html lang="en">',
    title: /^TasteType — Discover your food personality$/,
    ogTitle: /^What's your food personality\?$/,
    ogLocale: 'en_US',
    image: '/pictures/share/home.jpg',
  },
  {
    path: '/es/test',
    root: '<html lang="es">',
    title: /^Test de personalidad gastronómica · TasteType$/,
    ogTitle: /^Test de personalidad gastronómica$/,
    ogLocale: 'es_ES',
    image: '/pictures/share/es/home.jpg',
  },
  {
    path: '/ar/results/healthy',
    root: '<html lang="ar" dir="rtl">',
    // The profile's own title, in Arabic script: "I am … !"
    title: /^\p{Script=Arabic}[^·]* · TasteType$/u,
    ogTitle: /^أنا \p{Script=Arabic}[^!]*!$/u,
    ogLocale: 'ar_AR',
    image: '/pictures/share/ar/healthy.jpg',
  },
];

for (const page of PAGES) {
  test(`a crawler reads ${page.path} in its language, with its picture and the page in every language`, async ({
    request,
    baseURL,
  }) => {
    const head = await crawl(request, page.path);
    expect([head.status, head.root]).toEqual([200, page.root]);
    expect(head.title).toMatch(page.title);
    expect(head.meta('og:title')).toEqual([expect.stringMatching(page.ogTitle)]);
    expect(head.meta('og:locale')).toEqual([page.ogLocale]);
    expect(head.canonical).toBe(`${baseURL}${page.path}`);
    expect(head.meta('og:url')).toEqual([`${baseURL}${page.path}`]);
    const english = page.path.replace(/^\/(es|ar)(?=\/|$)/, '') || '/';
    const at = (prefix: string) => `${baseURL}${prefix}${english === '/' && prefix ? '' : english}`;
    expect(head.alternates).toEqual([
      `en ${at('')}`,
      `es ${at('/es')}`,
      `de ${at('/de')}`,
      `fr ${at('/fr')}`,
      `pt-BR ${at('/pt-br')}`,
      `ar ${at('/ar')}`,
      `x-default ${at('')}`,
    ]);
    expect(head.meta('og:image')).toEqual([`${baseURL}${page.image}`]);
    const picture = await request.get(page.image, { headers: CRAWLER });
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  });
}
