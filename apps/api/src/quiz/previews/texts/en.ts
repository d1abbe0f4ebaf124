import { PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import type { PreviewWords } from './preview-words';

const { comfort, adventurous, healthy } = PERSONALITY_TITLES;
const SITE_DESCRIPTION = `Answer three picture questions and discover whether you are a ${comfort}, a ${adventurous} or a ${healthy}.`;

/** The spec's language: these words are the product's own and stay exactly as they are. */
export const EN: PreviewWords = {
  home: {
    title: 'TasteType — Discover your food personality',
    description: SITE_DESCRIPTION,
    ogTitle: "What's your food personality?",
  },
  test: {
    title: 'Food Personality Assessment · TasteType',
    description: `About 2 minutes: ${SITE_DESCRIPTION.charAt(0).toLowerCase()}${SITE_DESCRIPTION.slice(1)}`,
    ogTitle: 'Food Personality Assessment',
  },
  embedGuide: {
    title: 'Embed the food quiz · TasteType',
    description: 'Put the TasteType food quiz inside your own page with one line of HTML.',
    ogTitle: 'Embed the TasteType food quiz',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `I'm a ${title}!`,
  pictureAlt: (art, words) => `${art}, with the words “${words}” and TasteType`,
  art: {
    home: 'Bowls of spaghetti, curry rice and green salad on a peach-to-pink gradient',
    comfort: 'Spaghetti and meatballs, a croissant and a cup of coffee on an amber-to-pink gradient',
    adventurous: 'A bowl of curry rice, a red chili pepper and two pieces of sushi on a pink-to-yellow gradient',
    healthy: 'A bowl of green salad, half an avocado and half a kiwi on a mint-to-lime gradient',
  },
  notFoundTitle: 'Page not found · TasteType',
  insightsTitle: 'Insights · TasteType',
  keysTitle: 'Keys · Insights · TasteType',
  webhooksTitle: 'Webhooks · Insights · TasteType',
  embeddedQuizTitle: 'TasteType food quiz',
  picture: {
    // Broken by hand: word wrap would leave 'food' alone on a line.
    homeHeadline: 'What’s\nyour food\npersonality?',
    homeFooter: 'Three picture questions, about 2 minutes',
    resultLead: 'I’m a',
    resultHeadline: (title) => `${title}!`,
    resultFooter: 'What’s your food personality?',
  },
};
