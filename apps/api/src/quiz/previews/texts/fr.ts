import type { PreviewWords } from './preview-words';

// French sets a no-break space before ? ! : and inside « »: the mark never starts a line.
const NBSP = '\u00a0';
const SITE_DESCRIPTION =
  'Trois questions en images pour savoir si tu es plutôt cuisine réconfortante, saveurs audacieuses ou assiette fraîche et légère.';

/** Tutoiement, as the profiles speak to the visitor. */
export const FR: PreviewWords = {
  home: {
    title: 'TasteType — Découvre ta personnalité gourmande',
    description: SITE_DESCRIPTION,
    ogTitle: `Quelle est ta personnalité gourmande${NBSP}?`,
  },
  test: {
    title: 'Le test de personnalité gourmande · TasteType',
    description: `Environ 2${NBSP}minutes${NBSP}: ${SITE_DESCRIPTION.charAt(0).toLowerCase()}${SITE_DESCRIPTION.slice(1)}`,
    ogTitle: 'Le test de personnalité gourmande',
  },
  embedGuide: {
    title: 'Intégrer le quiz gourmand · TasteType',
    description: 'Intègre le quiz gourmand de TasteType à ta propre page avec une seule ligne de HTML.',
    ogTitle: 'Intégrer le quiz gourmand de TasteType',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `Je suis ${title}${NBSP}!`,
  pictureAlt: (art, words) => `${art}, avec les mots «${NBSP}${words}${NBSP}» et TasteType`,
  art: {
    home: 'Des bols de spaghettis, de riz au curry et de salade verte sur un dégradé pêche et rose',
    comfort: 'Des spaghettis aux boulettes, un croissant et une tasse de café sur un dégradé ambre et rose',
    adventurous: 'Un bol de riz au curry, un piment rouge et deux sushis sur un dégradé rose et jaune',
    healthy: 'Un bol de salade verte, un demi-avocat et un demi-kiwi sur un dégradé menthe et citron vert',
  },
  notFoundTitle: 'Page introuvable · TasteType',
  insightsTitle: 'Statistiques · TasteType',
  keysTitle: 'Clés · Statistiques · TasteType',
  webhooksTitle: 'Webhooks · Statistiques · TasteType',
  embeddedQuizTitle: 'Le quiz gourmand de TasteType',
  picture: {
    homeHeadline: `Quelle est\nta personnalité\ngourmande${NBSP}?`,
    homeFooter: `Trois questions en images, environ 2${NBSP}minutes`,
    resultLead: 'Je suis',
    resultHeadline: (title) => `${title}${NBSP}!`,
    resultFooter: `Quelle est ta personnalité gourmande${NBSP}?`,
  },
};
