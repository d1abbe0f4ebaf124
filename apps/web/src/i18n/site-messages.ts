import english from './messages/en.json';
import { defineCatalog } from './catalog';

/** Everything a visitor reads on the site and in the framed quiz. */
export const siteMessages = defineCatalog(english, {
  es: () => import('./messages/es.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  'pt-BR': () => import('./messages/pt-BR.json'),
  ar: () => import('./messages/ar.json'),
});

export const useT = siteMessages.useT;
export const t = siteMessages.t;
