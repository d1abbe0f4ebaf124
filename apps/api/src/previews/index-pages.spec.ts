import type { Personality } from '../personalities/models/personality.model';
import { IndexPages } from './index-pages';

const HTML = '<!doctype html><html><head><title>dev</title></head><body><div id="root"></div></body></html>';
const HOSTILE: Personality = {
  key: 'comfort',
  title: 'Comfort </script><script>alert(1)</script>',
  description: 'Line\u2028separator & <b>bold</b>',
  color: 'from-a to-b',
  traits: ['Cozy'],
  foods: ['Soup'],
  image: '/pictures/personalities/comfort.webp',
};

describe('IndexPages: the profiles every page carries', () => {
  it('writes them so no text can end the data block or start a script, and reads back unchanged', () => {
    const html = new IndexPages(HTML, () => [HOSTILE]).render('/results/comfort', 'https://example.test').html;
    const block = /<script type="application\/json" id="tastetype-profiles">(.*?)<\/script>/s.exec(html)?.[1];
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
