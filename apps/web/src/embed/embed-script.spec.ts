import type { EmbedOptions } from '../../public/embed';

type Embed = typeof import('./embed-script').embed;
let embed: Embed;

// The script embeds the page's snippets as it loads: the page holds one before it arrives.
beforeAll(async () => {
  document.body.innerHTML = '<div data-tastetype-quiz data-locale="Ar"><a href="/">Take the quiz</a></div>';
  ({ embed } = await import('./embed-script'));
});

const framedUrl = (options: EmbedOptions) => new URL(embed(document.createElement('div'), options).iframe.src);

describe('the embed script frames the quiz in the language asked for', () => {
  it.each([
    ['es', '/es/embed/quiz'],
    ['pt-BR', '/pt-br/embed/quiz'],
    ['PT-br', '/pt-br/embed/quiz'],
    ['AR', '/ar/embed/quiz'],
    ['en', '/embed/quiz'],
    ['xx', '/embed/quiz'],
    ['', '/embed/quiz'],
    [undefined, '/embed/quiz'],
  ])('locale %p frames %s', (locale, path) => {
    const url = framedUrl({ lazy: false, locale });
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('host')).toBe(window.location.origin);
  });

  it('reads the language from the snippet’s data-locale', () => {
    const iframe = document.querySelector<HTMLIFrameElement>('[data-tastetype-quiz] iframe');
    expect(new URL(iframe?.src ?? '').pathname).toBe('/ar/embed/quiz');
  });
});

describe('the frame is named in the quiz’s language', () => {
  it.each([
    ['es', 'Test gastronómico de TasteType', 'es'],
    ['ar', 'اختبار الطعام من TasteType', 'ar'],
    ['pt-br', 'Quiz gastronômico do TasteType', 'pt-BR'],
    ['xx', 'TasteType food quiz', 'en'],
    [undefined, 'TasteType food quiz', 'en'],
  ])('locale %p names it %p, marked as %s', (locale, title, lang) => {
    const { iframe } = embed(document.createElement('div'), { lazy: false, locale });
    expect(iframe).toHaveAccessibleName(title);
    expect(iframe.lang).toBe(lang);
  });
});
