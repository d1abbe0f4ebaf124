import { type PersonalityKey, isPersonalityKey, PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import type { Personality } from '../personalities/models/personality.model';

export const SITE_NAME = 'TasteType';

/** What a shared link unfurls as: the page's title and description, and its 1200×630 picture. */
export interface LinkPreview {
  title: string;
  description: string;
  ogTitle: string;
  /** Canonical path of the page: no query string, so never a result id. */
  path: string;
  image: { path: string; alt: string };
}

// What tools/pictures/share-images.mjs draws beside the text; keep them in step.
const HOME_ART = 'Bowls of spaghetti, curry rice and green salad on a peach-to-pink gradient';
const PERSONALITY_ART: Record<PersonalityKey, string> = {
  comfort: 'Spaghetti and meatballs, a croissant and a cup of coffee on an amber-to-pink gradient',
  adventurous: 'A bowl of curry rice, a red chili pepper and two pieces of sushi on a pink-to-yellow gradient',
  healthy: 'A bowl of green salad, half an avocado and half a kiwi on a mint-to-lime gradient',
};

const { comfort, adventurous, healthy } = PERSONALITY_TITLES;
const SITE_DESCRIPTION = `Answer three picture questions and discover whether you are a ${comfort}, a ${adventurous} or a ${healthy}.`;

export const HOME_PREVIEW: LinkPreview = {
  title: `${SITE_NAME} — Discover your food personality`,
  description: SITE_DESCRIPTION,
  ogTitle: "What's your food personality?",
  path: '/',
  image: {
    path: '/pictures/share/home.jpg',
    alt: `${HOME_ART}, with the words “What's your food personality?” and ${SITE_NAME}`,
  },
};

export const TEST_PREVIEW: LinkPreview = {
  ...HOME_PREVIEW,
  title: `Food Personality Assessment · ${SITE_NAME}`,
  description: `About 2 minutes: ${SITE_DESCRIPTION.charAt(0).toLowerCase()}${SITE_DESCRIPTION.slice(1)}`,
  ogTitle: 'Food Personality Assessment',
  path: '/test',
};

export const EMBED_GUIDE_PREVIEW: LinkPreview = {
  ...HOME_PREVIEW,
  title: `Embed the food quiz · ${SITE_NAME}`,
  description: `Put the ${SITE_NAME} food quiz inside your own page with one line of HTML.`,
  ogTitle: `Embed the ${SITE_NAME} food quiz`,
  path: '/embed',
};

/** A personality's own preview, or undefined for a profile that has no share picture. */
export function resultPreview({ key, title, description }: Personality): LinkPreview | undefined {
  if (!isPersonalityKey(key)) return undefined;
  const ogTitle = `I'm a ${title}!`;
  return {
    title: `${title} · ${SITE_NAME}`,
    description,
    ogTitle,
    path: `/results/${key}`,
    image: {
      path: `/pictures/share/${key}.jpg`,
      alt: `${PERSONALITY_ART[key]}, with the words “${ogTitle}” and ${SITE_NAME}`,
    },
  };
}

/** The head of a page that is never unfurled nor indexed. */
export interface UnlistedHead {
  title: string;
  description?: string;
  robots: string;
}

/** The head of a path that is no page: named for the tab, kept out of search indexes. */
export const NOT_FOUND_HEAD: UnlistedHead = {
  title: `Page not found · ${SITE_NAME}`,
  description: SITE_DESCRIPTION,
  robots: 'noindex',
};

/** The analysts' dashboard: internal, so neither indexed, nor followed, nor given a preview. */
export const INSIGHTS_HEAD: UnlistedHead = { title: `Insights · ${SITE_NAME}`, robots: 'noindex, nofollow' };

/** The quiz inside a publisher's page: it is their page that is shared and indexed, not the frame. */
export const EMBEDDED_QUIZ_HEAD: UnlistedHead = { title: `${SITE_NAME} food quiz`, robots: 'noindex' };
