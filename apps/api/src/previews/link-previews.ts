import { type PersonalityKey, isPersonalityKey } from '@tastetype/quiz-domain';
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

// Keep in step with what tools/pictures/share-images.mjs draws; the pictures carry the title text too.
const HOME_ART = 'Spaghetti, curry rice and a green salad';
const PERSONALITY_ART: Record<PersonalityKey, string> = {
  comfort: 'A plate of spaghetti, a croissant and a steaming hot drink',
  adventurous: 'A plate of curry rice, a red chili pepper and sushi',
  healthy: 'A green salad, half an avocado and a kiwi fruit',
};

const SITE_DESCRIPTION =
  'Answer three picture questions and discover whether you are a Comfort Connoisseur, a Flavor Explorer or a Wellness Warrior.';

export const HOME_PREVIEW: LinkPreview = {
  title: `${SITE_NAME} — Discover your food personality`,
  description: SITE_DESCRIPTION,
  ogTitle: "What's your food personality?",
  path: '/',
  image: {
    path: '/pictures/share/home.jpg',
    alt: `${HOME_ART} on a warm orange background, with the words “What's your food personality?” and ${SITE_NAME}`,
  },
};

export const TEST_PREVIEW: LinkPreview = {
  ...HOME_PREVIEW,
  title: `Food Personality Assessment · ${SITE_NAME}`,
  description: `Three picture questions, about 2 minutes. ${SITE_DESCRIPTION}`,
  ogTitle: 'Food Personality Assessment',
  path: '/test',
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
      alt: `${PERSONALITY_ART[key]} on a warm gradient, beside the words “${ogTitle}” and ${SITE_NAME}`,
    },
  };
}

/** The head of a path that is no page: named for the tab, kept out of search indexes. */
export const NOT_FOUND_HEAD = { title: `Page not found · ${SITE_NAME}`, description: SITE_DESCRIPTION };
