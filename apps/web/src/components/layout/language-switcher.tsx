import { LOCALE_NAMES, LOCALES, localizedPath, splitLocalePath, textDirection } from '@tastetype/quiz-domain';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/site-messages';
import { useLocale } from '../../i18n/use-locale';

/** The same page in every language, as plain links (crawlers follow them too); the query string stays. */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { path } = splitLocalePath(pathname);
  return (
    <details ref={menu} className="relative">
      <summary
        className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 focus-visible:outline-3 focus-visible:outline-orange-700 [&::-webkit-details-marker]:hidden"
        aria-label={t('language.current', { name: LOCALE_NAMES[current] })}
      >
        {LOCALE_NAMES[current]}
        <span aria-hidden="true"> ▾</span>
      </summary>
      <ul
        aria-label={t('language.label')}
        className="absolute end-0 z-20 mt-2 min-w-48 rounded-xl bg-white p-2 shadow-lg ring-1 ring-stone-900/10"
      >
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(locale, path)}${search}`}
              lang={locale}
              dir={textDirection(locale)}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => menu.current?.removeAttribute('open')}
              className="block rounded-lg px-3 py-2 text-stone-800 hover:bg-orange-50 focus-visible:outline-3 focus-visible:outline-orange-700 aria-[current]:font-bold"
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
