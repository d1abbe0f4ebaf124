import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@tastetype/quiz-domain';
import { useEffect, useReducer, useSyncExternalStore } from 'react';

type Values = Record<string, unknown>;
type OtherLocale = Exclude<Locale, 'en'>;
/** Each other language's messages, imported only when a page in that language needs them. */
export type CatalogLoaders = Record<OtherLocale, () => Promise<{ default: unknown }>>;

/** A set of messages that downloads per language. */
export interface Loadable {
  /** Whether a language's messages are in memory. */
  has(locale: Locale): boolean;
  /** Loads a language's messages once; the same promise for every caller. */
  load(locale: Locale): Promise<void>;
}

export interface Catalog<Id extends string> extends Loadable {
  /** A loaded language's messages, for a second voice on the page (the offer of another language). */
  messagesOf(locale: Locale): Messages;
  /** A message in the active language, outside React (toasts from event handlers). */
  t(id: Id, values?: Values): string;
  /** A message in the page's language; re-renders when the language changes. */
  useT(): (id: Id, values?: Values) => string;
}

/** A set of messages: English comes with its code (Vite compiles every catalog's ICU messages at build time). */
export function defineCatalog<English extends Record<string, string>>(
  english: English,
  others: CatalogLoaders,
): Catalog<Extract<keyof English, string>> {
  type Id = Extract<keyof English, string>;
  const loading = new Map<Locale, Promise<void>>([[DEFAULT_LOCALE, Promise.resolve()]]);
  const loaded = new Map<Locale, Messages>([[DEFAULT_LOCALE, english as unknown as Messages]]);
  // A copy: Lingui merges later catalogs of a language into the first object it was given.
  i18n.load(DEFAULT_LOCALE, { ...(english as unknown as Messages) });
  // English speaks until a page names another language.
  if (!i18n.locale) i18n.activate(DEFAULT_LOCALE);
  const load = (locale: Locale): Promise<void> => {
    let promise = loading.get(locale);
    if (!promise) {
      promise = others[locale as OtherLocale]().then(({ default: messages }) => {
        i18n.load(locale, { ...(messages as Messages) });
        loaded.set(locale, messages as Messages);
      });
      // A failed download may be tried again on the next visit to the page.
      promise.catch(() => loading.delete(locale));
      loading.set(locale, promise);
    }
    return promise;
  };
  const t = (id: Id, values?: Values) => i18n._(id, values);
  return {
    has: (locale) => loaded.has(locale),
    load,
    messagesOf: (locale) => loaded.get(locale) ?? {},
    t,
    useT() {
      return translatorIn(useActiveLocale());
    },
  };
}

/** True once a catalog has a language's messages; starts their download when it does not yet. */
export function useCatalog(catalog: Loadable, locale: Locale): boolean {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const ready = catalog.has(locale);
  useEffect(() => {
    if (!ready) catalog.load(locale).then(loaded, () => undefined);
  }, [catalog, locale, ready]);
  return ready;
}

const translators = new Map<string, (id: string, values?: Values) => string>();

/** One function per language, so effects that use it run again when the language changes. */
function translatorIn(locale: string): (id: string, values?: Values) => string {
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = (id, values) => i18n._(id, values)));
  return translate;
}

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

/** The active language; a component that reads it renders again when it changes. */
const activeLocale = () => i18n.locale;
export const useActiveLocale = (): string => useSyncExternalStore(onLanguageChange, activeLocale, activeLocale);
