import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/site-messages';
import { useLocalize } from '../../i18n/use-locale';
import { useFramed } from '../../lib/embed/framed';
import { useHydrated } from '../../lib/use-hydrated';
import { LanguageSwitcher } from './language-switcher';

// Downloaded after the first paint: it weighs the browser's languages against the page's.
const LanguageOffer = lazy(async () => ({ default: (await import('./language-offer')).LanguageOffer }));

/** Header and main landmark shared by every route (only the main inside a publisher's frame); `title` names the page in the tab and history. */
export function PageShell({ title, children }: { title?: string; children: ReactNode }) {
  const framed = useFramed();
  const t = useT();
  const localize = useLocalize();
  const hydrated = useHydrated();
  useEffect(() => {
    document.title = title ? t('site.pageTitle', { page: title }) : t('site.title');
  }, [title, t]);
  // Framed by a publisher's page: theirs is the header, and the frame is as tall as its content, not the screen.
  if (framed) return <main className="mx-auto max-w-5xl px-4 py-4 sm:px-6">{children}</main>;
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Link
          to={localize(paths.home.href())}
          className="rounded-lg text-xl font-extrabold tracking-tight text-orange-800 focus-visible:outline-3 focus-visible:outline-orange-700"
        >
          TasteType
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">{children}</main>
      {/* After the page: the offer arrives late, and moves nothing above it. It reads the browser's languages. */}
      {hydrated && (
        <Suspense>
          <LanguageOffer />
        </Suspense>
      )}
    </div>
  );
}
