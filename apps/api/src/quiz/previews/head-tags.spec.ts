import { readHead } from '../../../test/helpers/crawler';
import { ORIGIN_SLOT, previewHeadTags } from './head-tags';
import { sitePreview } from './link-previews';

const HOME_PREVIEW = sitePreview('home', 'en');
const withOrigin = (html: string) => html.replaceAll(ORIGIN_SLOT, 'https://x.example');
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

describe('previewHeadTags', () => {
  it('keeps markup in the texts as text: the page stays whole and crawlers read the words as written', async () => {
    const hostile = '"/><script>alert(1)</script> & <b>';
    const html = previewHeadTags({ ...HOME_PREVIEW, title: hostile, description: hostile, ogTitle: hostile });
    const head = readHead(html.replaceAll(ORIGIN_SLOT, 'https://tastetype.example'));
    expect(html).not.toMatch(/<script|<b>/);
    expect([...head.titles, head.one('description'), head.one('og:title'), head.one('twitter:description')]).toEqual([
      hostile,
      hostile,
      hostile,
      hostile,
    ]);
  });

  it('leaves a slot for the origin before every absolute URL, and nowhere else', async () => {
    const head = readHead(withOrigin(previewHeadTags(HOME_PREVIEW)));
    expect([head.one('og:url'), head.one('og:image'), head.one('twitter:image'), ...head.canonical]).toEqual([
      'https://x.example/',
      'https://x.example/pictures/share/home.jpg',
      'https://x.example/pictures/share/home.jpg',
      'https://x.example/',
    ]);
    // Canonical, og:url, og:image, twitter:image and the seven language alternates.
    expect(previewHeadTags(HOME_PREVIEW).split(ORIGIN_SLOT)).toHaveLength(12);
  });

  it('names the page in every language and English as the default, wherever the page itself is', async () => {
    const html = withOrigin(previewHeadTags(sitePreview('test', 'pt-BR')));
    expect(readHead(html).canonical).toEqual(['https://x.example/pt-br/test']);
    expect(alternates(html)).toEqual([
      ['en', 'https://x.example/test'],
      ['es', 'https://x.example/es/test'],
      ['de', 'https://x.example/de/test'],
      ['fr', 'https://x.example/fr/test'],
      ['pt-BR', 'https://x.example/pt-br/test'],
      ['ar', 'https://x.example/ar/test'],
      ['x-default', 'https://x.example/test'],
    ]);
  });

  it('gives Open Graph the page language and the five others as alternates', async () => {
    const head = readHead(previewHeadTags(sitePreview('home', 'ar')));
    expect(head.meta['og:locale']).toEqual(['ar_AR']);
    expect(head.meta['og:locale:alternate']).toEqual(['en_US', 'es_ES', 'de_DE', 'fr_FR', 'pt_BR']);
  });

  it('names no alternates on a page kept out of search', async () => {
    expect(alternates(previewHeadTags(HOME_PREVIEW, { noindex: true }))).toEqual([]);
  });
});
