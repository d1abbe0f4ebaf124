import type { PreviewWords } from './preview-words';

const SITE_DESCRIPTION =
  'Drei Bilderfragen, und du weißt, ob dein Herz für Hausmannskost, mutige Aromen oder frische, leichte Küche schlägt.';

/** Du, as the profiles speak; their titles are masculine nouns that fit anyone (der Genussmensch): „ein …“. */
export const DE: PreviewWords = {
  home: {
    title: 'TasteType — Finde deinen Genusstyp',
    description: SITE_DESCRIPTION,
    ogTitle: 'Welcher Genusstyp bist du?',
  },
  test: {
    title: 'Der Genusstyp-Test · TasteType',
    description: `Rund 2 Minuten: ${SITE_DESCRIPTION}`,
    ogTitle: 'Der Genusstyp-Test',
  },
  embedGuide: {
    title: 'Das Genusstyp-Quiz einbinden · TasteType',
    description: 'Binde das Genusstyp-Quiz von TasteType mit einer einzigen Zeile HTML in deine eigene Seite ein.',
    ogTitle: 'Das Genusstyp-Quiz von TasteType einbinden',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `Ich bin ein ${title}!`,
  pictureAlt: (art, words) => `${art}, mit den Worten „${words}“ und TasteType`,
  art: {
    home: 'Schalen mit Spaghetti, Curryreis und grünem Salat auf einem Verlauf von Pfirsich zu Rosa',
    comfort:
      'Spaghetti mit Fleischbällchen, ein Croissant und eine Tasse Kaffee auf einem Verlauf von Bernstein zu Rosa',
    adventurous: 'Eine Schale Curryreis, eine rote Chilischote und zwei Stück Sushi auf einem Verlauf von Rosa zu Gelb',
    healthy: 'Eine Schale grüner Salat, eine halbe Avocado und eine halbe Kiwi auf einem Verlauf von Minze zu Limette',
  },
  notFoundTitle: 'Seite nicht gefunden · TasteType',
  insightsTitle: 'Auswertungen · TasteType',
  keysTitle: 'Schlüssel · Auswertungen · TasteType',
  webhooksTitle: 'Webhooks · Auswertungen · TasteType',
  embeddedQuizTitle: 'Das Genusstyp-Quiz von TasteType',
  picture: {
    homeHeadline: 'Welcher\nGenusstyp\nbist du?',
    homeFooter: 'Drei Bilderfragen, rund 2 Minuten',
    resultLead: 'Ich bin ein',
    resultHeadline: (title) => `${title}!`,
    resultFooter: 'Welcher Genusstyp bist du?',
  },
};
