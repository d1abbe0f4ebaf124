import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '@tastetype/quiz-domain';
import { type LinkPreview, SITE_NAME, type UnlistedHead } from './link-previews';

/** Where the site's origin goes; a raw `<` never survives escaping, so no data can forge this slot. */
export const ORIGIN_SLOT = '<origin>';

const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside a double-quoted attribute and in text alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${content}" />`;

const named = (entries: Record<string, string>, attribute: 'name' | 'property') =>
  Object.entries(entries).map(([key, content]) => meta(attribute, key, content));

/** Open Graph names languages as Facebook's locales do: language_TERRITORY. */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  'pt-BR': 'pt_BR',
  ar: 'ar_AR',
};

const pageUrl = (locale: Locale, path: string) => ORIGIN_SLOT + escapeHtml(localizedPath(locale, path));

/** The same page in every language, and English for a visitor whose language is none of them. */
function languageAlternates(path: string): string[] {
  const alternate = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${pageUrl(locale, path)}" />`;
  return [...LOCALES.map((locale) => alternate(locale, locale)), alternate('x-default', DEFAULT_LOCALE)];
}

/** The `<head>` tags of a page with a preview; absolute URLs start with ORIGIN_SLOT. */
export function previewHeadTags(preview: LinkPreview, options: { noindex?: boolean } = {}): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const ogTitle = escapeHtml(preview.ogTitle);
  const url = pageUrl(preview.locale, preview.path);
  const image = ORIGIN_SLOT + escapeHtml(preview.image.path);
  const alt = escapeHtml(preview.image.alt);
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    ...(options.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${url}" />`,
    // A page kept out of search names no alternates: search engines ignore them there.
    ...(options.noindex ? [] : languageAlternates(preview.path)),
    ...named({ 'og:type': 'website', 'og:locale': OG_LOCALES[preview.locale] }, 'property'),
    ...LOCALES.filter((locale) => locale !== preview.locale).map((locale) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[locale]),
    ),
    ...named(
      {
        'og:site_name': SITE_NAME,
        'og:title': ogTitle,
        'og:description': description,
        'og:url': url,
        'og:image': image,
        'og:image:type': SHARE_IMAGE.type,
        'og:image:width': String(SHARE_IMAGE.width),
        'og:image:height': String(SHARE_IMAGE.height),
        'og:image:alt': alt,
      },
      'property',
    ),
    ...named(
      {
        'twitter:card': 'summary_large_image',
        'twitter:title': ogTitle,
        'twitter:description': description,
        'twitter:image': image,
        'twitter:image:alt': alt,
      },
      'name',
    ),
  ].join('\n    ');
}

/** A page without a preview: a title for the tab, and what robots may do with it. */
export function unlistedHeadTags({ title, description, robots }: UnlistedHead): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...(description ? [meta('name', 'description', escapeHtml(description))] : []),
    meta('name', 'robots', robots),
  ].join('\n    ');
}
