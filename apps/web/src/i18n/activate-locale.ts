import { i18n } from '@lingui/core';
import { type Locale, textDirection } from '@tastetype/quiz-domain';

/** Makes a loaded language the active one, and the document's language and direction with it. */
export function activateLocale(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
