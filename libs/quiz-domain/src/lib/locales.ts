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

/**
 * The supported language a visitor asks for first, from an Accept-Language header or `navigator.languages`:
 * an exact tag wins, then its base language (`es-MX` → `es`, `pt-PT` → `pt-BR`); quality values order the asks.
 */
export function negotiateLocale(asked: string | readonly string[] | undefined): Locale | undefined {
  for (const tag of rankedTags(asked)) {
    const locale = toLocale(tag) ?? LOCALES.find((candidate) => baseOf(candidate) === baseOf(tag));
    if (locale) return locale;
  }
  return undefined;
}

const baseOf = (tag: string) => tag.split('-')[0].toLowerCase();

function rankedTags(asked: string | readonly string[] | undefined): string[] {
  if (asked === undefined) return [];
  if (typeof asked !== 'string') return [...asked];
  return asked
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
