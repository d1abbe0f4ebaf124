import { defineCatalog } from '../../../i18n/catalog';
import english from '../messages/en.json';

/** The analysts' dashboard, in its page's language; downloaded with the dashboard only. */
export const insightsMessages = defineCatalog(english, {
  es: () => import('../messages/es.json'),
  de: () => import('../messages/de.json'),
  fr: () => import('../messages/fr.json'),
  'pt-BR': () => import('../messages/pt-BR.json'),
  ar: () => import('../messages/ar.json'),
});

export type InsightsMessage = Extract<keyof typeof english, string>;

/** Translates one of the dashboard's messages; the same function for a language, so memoised work keys on it. */
export type InsightsT = ReturnType<typeof insightsMessages.useT>;

export const useInsightsT = insightsMessages.useT;
