import type { PreviewWords } from './preview-words';

const SITE_DESCRIPTION =
  'Responde tres preguntas con fotos y descubre si lo tuyo es la cocina reconfortante, los sabores atrevidos o la comida fresca y sana.';

export const ES: PreviewWords = {
  home: {
    title: 'TasteType — Descubre tu personalidad gastronómica',
    description: SITE_DESCRIPTION,
    ogTitle: '¿Cuál es tu personalidad gastronómica?',
  },
  test: {
    title: 'Test de personalidad gastronómica · TasteType',
    description: `Unos 2 minutos: ${SITE_DESCRIPTION.charAt(0).toLowerCase()}${SITE_DESCRIPTION.slice(1)}`,
    ogTitle: 'Test de personalidad gastronómica',
  },
  embedGuide: {
    title: 'Inserta el test gastronómico · TasteType',
    description: 'Pon el test gastronómico de TasteType en tu propia página con una sola línea de HTML.',
    ogTitle: 'Inserta el test gastronómico de TasteType',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `¡Soy ${title}!`,
  pictureAlt: (art, words) => `${art}, con las palabras «${words}» y TasteType`,
  art: {
    home: 'Platos de espaguetis, arroz al curry y ensalada verde sobre un degradado de melocotón a rosa',
    comfort: 'Espaguetis con albóndigas, un cruasán y una taza de café sobre un degradado de ámbar a rosa',
    adventurous:
      'Un plato de arroz al curry, una guindilla roja y dos piezas de sushi sobre un degradado de rosa a amarillo',
    healthy: 'Un bol de ensalada verde, medio aguacate y medio kiwi sobre un degradado de menta a lima',
  },
  notFoundTitle: 'Página no encontrada · TasteType',
  insightsTitle: 'Estadísticas · TasteType',
  keysTitle: 'Claves · Estadísticas · TasteType',
  webhooksTitle: 'Webhooks · Estadísticas · TasteType',
  embeddedQuizTitle: 'Test gastronómico de TasteType',
  picture: {
    homeHeadline: '¿Cuál es tu\npersonalidad\ngastronómica?',
    homeFooter: 'Tres preguntas con fotos, unos 2 minutos',
    // The opening mark starts the sentence: «¡Soy» above, the title and its closing mark below.
    resultLead: '¡Soy',
    resultHeadline: (title) => `${title}!`,
    resultFooter: '¿Cuál es tu personalidad gastronómica?',
  },
};
