import { readHead } from '../../test/helpers/crawler';
import { ORIGIN_SLOT, previewHeadTags } from './head-tags';
import { HOME_PREVIEW } from './link-previews';

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
    const head = readHead(previewHeadTags(HOME_PREVIEW).replaceAll(ORIGIN_SLOT, 'https://x.example'));
    expect([head.one('og:url'), head.one('og:image'), head.one('twitter:image'), ...head.canonical]).toEqual([
      'https://x.example/',
      'https://x.example/pictures/share/home.jpg',
      'https://x.example/pictures/share/home.jpg',
      'https://x.example/',
    ]);
    expect(previewHeadTags(HOME_PREVIEW).split(ORIGIN_SLOT)).toHaveLength(5);
  });
});
