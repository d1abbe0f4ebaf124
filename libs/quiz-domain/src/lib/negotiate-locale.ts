import { LOCALES, type Locale, toLocale } from './locales';

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
