/** The languages TasteType speaks, as BCP 47 tags; English is the spec's own and the default. */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a visitor looking for theirs reads it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A supported locale for a tag in any letter case (`PT-br` → `pt-BR`), or undefined. */
export function toLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The URL segment of a language (`es`, `pt-br`); English lives at the spec's own paths, without one. */
export function localeSegment(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : locale.toLowerCase();
}

/** A page's path in a language: `/test` in Spanish is `/es/test`, and home is `/es`. */
export function localizedPath(locale: Locale, path: string): string {
  const segment = localeSegment(locale);
  if (!segment) return path;
  return path === '/' ? `/${segment}` : `/${segment}${path}`;
}

/** Splits a pathname into its language and the page's own path (`/ar/results/x` → `ar`, `/results/x`). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/i.exec(pathname);
  const locale = match ? toLocale(match[1]) : undefined;
  if (!match || !locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: match[2] || '/' };
}
