import { type Locale, type PersonalityKey, isPersonalityKey, localeSegment } from '@tastetype/quiz-domain';
import type { Personality } from '../personalities/models/personality.model';
import { PREVIEW_TEXTS } from './texts/preview-texts';
import type { PageWords } from './texts/preview-words';

export const SITE_NAME = 'TasteType';

/** What a shared link unfurls as: the page's title and description, and its 1200×630 picture. */
export interface LinkPreview extends PageWords {
  locale: Locale;
  /** The page's path in English, no query string (so never a result id): the head writes it in each language. */
  path: string;
  image: { path: string; alt: string };
}

/** A share picture's path: English ones at the top of share/, each other language's in a folder named as its URLs. */
export function sharePicturePath(locale: Locale, name: 'home' | PersonalityKey): string {
  const segment = localeSegment(locale);
  return segment ? `/pictures/share/${segment}/${name}.jpg` : `/pictures/share/${name}.jpg`;
}

/** The pages that unfurl with the home picture and words of their own. */
export type SitePage = 'home' | 'test' | 'embedGuide';

const SITE_PATHS: Record<SitePage, string> = { home: '/', test: '/test', embedGuide: '/embed' };

export function sitePreview(page: SitePage, locale: Locale): LinkPreview {
  const words = PREVIEW_TEXTS[locale];
  return {
    ...words[page],
    locale,
    path: SITE_PATHS[page],
    image: { path: sharePicturePath(locale, 'home'), alt: words.pictureAlt(words.art.home, words.home.ogTitle) },
  };
}

/** A personality's own preview in the profile's language, or undefined for a profile that has no share picture. */
export function resultPreview({ key, title, description }: Personality, locale: Locale): LinkPreview | undefined {
  if (!isPersonalityKey(key)) return undefined;
  const words = PREVIEW_TEXTS[locale];
  const ogTitle = words.resultOgTitle(title);
  return {
    title: words.resultTitle(title),
    description,
    ogTitle,
    locale,
    path: `/results/${key}`,
    image: { path: sharePicturePath(locale, key), alt: words.pictureAlt(words.art[key], ogTitle) },
  };
}

/** The head of a page that is never unfurled nor indexed. */
export interface UnlistedHead {
  title: string;
  description?: string;
  robots: string;
}

/** The pages that are never unfurled nor indexed. */
export type UnlistedPage = 'notFound' | 'insights' | 'insightsKeys' | 'insightsWebhooks' | 'embeddedQuiz';

export function unlistedHead(page: UnlistedPage, locale: Locale): UnlistedHead {
  const words = PREVIEW_TEXTS[locale];
  switch (page) {
    // A path that is no page: named for the tab, kept out of search indexes.
    case 'notFound':
      return { title: words.notFoundTitle, description: words.home.description, robots: 'noindex' };
    // The analysts' dashboard: internal, so neither indexed, nor followed, nor given a preview.
    case 'insights':
      return { title: words.insightsTitle, robots: 'noindex, nofollow' };
    case 'insightsKeys':
      return { title: words.keysTitle, robots: 'noindex, nofollow' };
    case 'insightsWebhooks':
      return { title: words.webhooksTitle, robots: 'noindex, nofollow' };
    // The quiz inside a publisher's page: it is their page that is shared and indexed, not the frame.
    case 'embeddedQuiz':
      return { title: words.embeddedQuizTitle, robots: 'noindex' };
  }
}
