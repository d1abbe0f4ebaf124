import type { PreviewWords } from './preview-words';

const SITE_DESCRIPTION =
  'Responda três perguntas com fotos e descubra se você é do time da comida caseira, dos sabores ousados ou da comida leve e fresquinha.';

/** Brazilian Portuguese: você, and Brazil's words for the food (xícara, abacate, degradê). */
export const PT_BR: PreviewWords = {
  home: {
    title: 'TasteType — Descubra sua personalidade gastronômica',
    description: SITE_DESCRIPTION,
    ogTitle: 'Qual é a sua personalidade gastronômica?',
  },
  test: {
    title: 'Teste de personalidade gastronômica · TasteType',
    description: `Cerca de 2 minutos: ${SITE_DESCRIPTION.charAt(0).toLowerCase()}${SITE_DESCRIPTION.slice(1)}`,
    ogTitle: 'Teste de personalidade gastronômica',
  },
  embedGuide: {
    title: 'Incorpore o quiz gastronômico · TasteType',
    description: 'Coloque o quiz gastronômico do TasteType na sua própria página com uma única linha de HTML.',
    ogTitle: 'Incorpore o quiz gastronômico do TasteType',
  },
  resultTitle: (title) => `${title} · TasteType`,
  resultOgTitle: (title) => `Eu sou ${title}!`,
  pictureAlt: (art, words) => `${art}, com as palavras “${words}” e TasteType`,
  art: {
    home: 'Tigelas de espaguete, arroz com curry e salada verde sobre um degradê de pêssego para rosa',
    comfort: 'Espaguete com almôndegas, um croissant e uma xícara de café sobre um degradê de âmbar para rosa',
    adventurous:
      'Uma tigela de arroz com curry, uma pimenta vermelha e dois sushis sobre um degradê de rosa para amarelo',
    healthy: 'Uma tigela de salada verde, meio abacate e meio kiwi sobre um degradê de menta para verde-limão',
  },
  notFoundTitle: 'Página não encontrada · TasteType',
  insightsTitle: 'Estatísticas · TasteType',
  keysTitle: 'Chaves · Análises · TasteType',
  webhooksTitle: 'Webhooks · Análises · TasteType',
  embeddedQuizTitle: 'Quiz gastronômico do TasteType',
  picture: {
    homeHeadline: 'Qual é a sua\npersonalidade\ngastronômica?',
    homeFooter: 'Três perguntas com fotos, cerca de 2 minutos',
    resultLead: 'Eu sou',
    resultHeadline: (title) => `${title}!`,
    resultFooter: 'Qual é a sua personalidade gastronômica?',
  },
};
