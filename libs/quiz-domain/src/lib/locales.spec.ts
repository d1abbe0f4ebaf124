import { localizedPath, splitLocalePath, textDirection, toLocale } from './locales';
import { negotiateLocale } from './negotiate-locale';

describe('locales', () => {
  it('reads a tag in any letter case, and only a supported one', () => {
    expect(toLocale('PT-br')).toBe('pt-BR');
    expect(toLocale('ES')).toBe('es');
    expect(toLocale('it')).toBeUndefined();
  });

  it('writes English at the spec’s paths and every other language under its prefix', () => {
    expect(localizedPath('en', '/test')).toBe('/test');
    expect(localizedPath('es', '/test')).toBe('/es/test');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('pt-BR', '/results/comfort')).toBe('/pt-br/results/comfort');
  });

  it('splits a path back into its language and page', () => {
    expect(splitLocalePath('/ar/results/healthy')).toEqual({ locale: 'ar', path: '/results/healthy' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/test')).toEqual({ locale: 'en', path: '/test' });
    expect(splitLocalePath('/en/test')).toEqual({ locale: 'en', path: '/en/test' });
    expect(splitLocalePath('/embed')).toEqual({ locale: 'en', path: '/embed' });
  });

  it('mirrors Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('es')).toBe('ltr');
  });

  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['it, de;q=0.5', 'de'],
    ['fr;q=0.2, ar;q=0.9', 'ar'],
    ['pt-PT', 'pt-BR'],
    ['*', undefined],
    ['it, ja', undefined],
    ['de;q=0', undefined],
    ['', undefined],
  ])('offers for "%s" the language %s', async (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads navigator.languages in their order', () => {
    expect(negotiateLocale(['ja', 'fr-CA', 'en'])).toBe('fr');
    expect(negotiateLocale(undefined)).toBeUndefined();
  });
});
