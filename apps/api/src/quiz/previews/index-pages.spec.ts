import type { Locale } from '@tastetype/quiz-domain';
import { readHead } from '../../../test/helpers/crawler';
import type { Personality } from '../personalities/models/personality.model';
import { IndexPages } from './index-pages';

const HTML = '<!doctype html><html lang="en"><head><title>dev</title></head><body><div id="root"></div></body></html>';
const HOSTILE: Personality = {
  key: 'comfort',
  title: 'Comfort </script><script>alert(1)</script>',
  description: 'Line\u2028separator & <b>bold</b>',
  color: 'from-a to-b',
  traits: ['Cozy'],
  foods: ['Soup'],
  image: '/pictures/personalities/comfort.webp',
};
const profileIn = (locale: Locale): Personality => ({ ...HOSTILE, title: `Comfort (${locale})`, description: locale });
const embedded = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="tastetype-profiles" lang="[^"]+">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );

describe('IndexPages: the profiles every page carries', () => {
  it('writes them so no text can end the data block or start a script, and reads back unchanged', () => {
    const html = new IndexPages(HTML, () => [HOSTILE]).render('/results/comfort', 'https://example.test').html;
    const block = /<script type="application\/json" id="tastetype-profiles" lang="en">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(block as string)).toEqual([HOSTILE]);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('leaves the data block out until the profiles are read', () => {
    const html = new IndexPages(HTML, () => []).render('/', 'https://example.test').html;
    expect(html).not.toContain('tastetype-profiles');
  });
});

describe('IndexPages: each page in the language of its path', () => {
  const pages = new IndexPages(HTML, (locale) => [profileIn(locale)]);
  const render = (path: string) => pages.render(path, 'https://example.test');

  it.each([
    ['/', 'en', '<html lang="en">'],
    ['/es/test', 'es', '<html lang="es">'],
    ['/pt-br/results/comfort', 'pt-BR', '<html lang="pt-BR">'],
    ['/ar', 'ar', '<html lang="ar" dir="rtl">'],
    ['/ar/insights', 'ar', '<html lang="ar" dir="rtl">'],
  ] as const)('serves %s in %s, with its profiles', (path, locale, root) => {
    const page = render(path);
    expect([page.status, page.locale]).toEqual([200, locale]);
    expect(page.html).toContain(root);
    expect(embedded(page.html)).toEqual([profileIn(locale)]);
  });

  it.each([
    ['/insights/keys', 'Keys · Insights · TasteType'],
    ['/es/insights/webhooks', 'Webhooks · Estadísticas · TasteType'],
    ['/ar/Insights/Keys/', 'المفاتيح · الإحصاءات · TasteType'],
  ])('serves %s, an analysts’ page, with its own title, noindex, nofollow and no preview', (path, title) => {
    const page = render(path);
    const head = readHead(page.html);
    expect([page.status, head.titles, head.meta]).toEqual([200, [title], { robots: ['noindex, nofollow'] }]);
  });

  it('names a result by its profile in the page language', () => {
    const head = readHead(render('/de/results/comfort').html);
    expect(head.titles).toEqual(['Comfort (de) · TasteType']);
    expect(head.one('og:title')).toBe('Ich bin ein Comfort (de)!');
    expect(head.one('og:image')).toBe('https://example.test/pictures/share/de/comfort.jpg');
  });

  it.each([
    ['/es/no/such/page', 'es', 'Página no encontrada · TasteType'],
    ['/ar/results/comfort/extra', 'ar', 'الصفحة غير موجودة · TasteType'],
    ['/en/test', 'en', 'Page not found · TasteType'],
    ['/xx/test', 'en', 'Page not found · TasteType'],
  ] as const)('answers %s, no page, not found in the language of its prefix (%s)', (path, locale, title) => {
    const page = render(path);
    expect([page.status, page.locale, readHead(page.html).titles]).toEqual([404, locale, [title]]);
  });
});

describe('IndexPages: the pages the web build rendered ahead', () => {
  const prerendered = {
    es: {
      test: { head: '<link rel="preload" as="image" href="/pictures/options/mild.webp"/>', body: '<h1>Prueba</h1>' },
      insightsKeys: { head: '', body: '<h1>Estadísticas</h1>' },
    },
  };
  const pages = new IndexPages(HTML, (locale) => [profileIn(locale)], { prerendered });
  const render = (path: string) => pages.render(path, 'https://example.test').html;

  it('sends a prerendered page inside #root, and the tags React hoisted in its head', () => {
    const html = render('/es/test');
    expect(html).toContain('<div id="root"><h1>Prueba</h1></div>');
    const [head] = html.split('</head>');
    expect(head).toContain('<link rel="preload" as="image" href="/pictures/options/mild.webp"/>');
  });

  it('sends an analysts’ page its own, not another page’s', () => {
    expect(render('/es/insights/keys')).toContain('<div id="root"><h1>Estadísticas</h1></div>');
    expect(render('/es/insights')).toContain('<div id="root"></div>');
  });

  it.each(['/test', '/es', '/es/results/comfort', '/es/embed/quiz', '/es/no/such/page'])(
    'leaves #root empty on %s, which was not rendered ahead in its language, for the app to render',
    (path) => {
      expect(render(path)).toContain('<div id="root"></div>');
      expect(render(path)).not.toContain('Prueba');
    },
  );
});
