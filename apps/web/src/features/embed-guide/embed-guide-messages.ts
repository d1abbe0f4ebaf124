import { defineCatalog } from '../../i18n/catalog';
import english from './messages/en.json';

/** The publishers' guide, in its page's language; downloaded with the guide only. */
export const embedGuideMessages = defineCatalog(english, {
  es: () => import('./messages/es.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  'pt-BR': () => import('./messages/pt-BR.json'),
  ar: () => import('./messages/ar.json'),
});
