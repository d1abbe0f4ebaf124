import { PageTemplate, withScriptsAtEnd } from './page-template';

const HTML = `<!doctype html>
<html class="h-full" lang="en" data-lang="x">
  <head><title>dev</title><meta name="description" content="dev" /></head>
  <body></body>
</html>`;

describe('PageTemplate', () => {
  it.each([
    ['en', '<html class="h-full" data-lang="x" lang="en">'],
    ['es', '<html class="h-full" data-lang="x" lang="es">'],
    ['pt-BR', '<html class="h-full" data-lang="x" lang="pt-BR">'],
    ['ar', '<html class="h-full" data-lang="x" lang="ar" dir="rtl">'],
  ] as const)('sets the root element of a page in %s to %s, keeping its other attributes', (locale, root) => {
    const { before } = new PageTemplate(HTML).frame(locale);
    expect(before).toContain(root);
    expect(before.match(/\slang=/g)).toHaveLength(1);
  });

  it('cuts the template where the title was and drops the dev description', () => {
    const { before, after } = new PageTemplate(HTML).frame('de');
    expect(before.endsWith('<head>')).toBe(true);
    expect(after).toMatch(/^<\/head>/);
    expect(before + after).not.toContain('description');
  });

  it('adds the root element after the doctype when the template leaves it out', () => {
    const { before } = new PageTemplate('<!doctype html><title>dev</title><div id="root"></div>').frame('ar');
    expect(before).toBe('<!doctype html><html lang="ar" dir="rtl">');
  });

  it('takes the entry script and its preloads out of the head, for the end of the body', () => {
    const built =
      '<html><head><title>t</title><script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '  <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n  <link rel="stylesheet" href="/assets/index.css">' +
      '</head><body><div id="root"></div></body></html>';
    const { after, scripts } = new PageTemplate(built).frame('en');
    expect(scripts).toBe(
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js">',
    );
    expect(withScriptsAtEnd(after, scripts)).toBe(
      `</head><body><div id="root"></div>${scripts}</body></html>`.replace(
        '</head>',
        '<link rel="stylesheet" href="/assets/index.css"></head>',
      ),
    );
  });

  it('adds the scripts at the end of a page that leaves out its </body>', () => {
    expect(withScriptsAtEnd('<div id="root"></div>', '<script type="module" src="/a.js"></script>')).toBe(
      '<div id="root"></div><script type="module" src="/a.js"></script>',
    );
  });

  it('refuses a template without a title', () => {
    expect(() => new PageTemplate('<html><head></head></html>')).toThrow('no <title>');
  });
});
