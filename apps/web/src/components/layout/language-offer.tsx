import { setupI18n } from '@lingui/core';
import { type Locale, localizedPath, negotiateLocale, splitLocalePath, textDirection } from '@tastetype/quiz-domain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { siteMessages } from '../../i18n/site-messages';
import { useLocale } from '../../i18n/use-locale';

interface Offer {
  locale: Locale;
  text: string;
  action: string;
  dismiss: string;
}

// Dismissed for this visit only: the choice of language lives in the URL, never in storage.
let dismissed = false;

/** One line, in the language the browser asks for, offering this page in it; it never redirects by itself. */
export function LanguageOffer() {
  const page = useLocale();
  const wanted = negotiateLocale(navigator.languages);
  // Keyed by language: a new offer starts blank, never showing the last one's words.
  return wanted && wanted !== page ? <OfferOf key={wanted} locale={wanted} /> : null;
}

function OfferOf({ locale }: { locale: Locale }) {
  const offer = useOffer(locale);
  const { pathname, search } = useLocation();
  const [hidden, setHidden] = useState(dismissed);
  if (!offer || hidden) return null;
  const { path } = splitLocalePath(pathname);
  // Pinned to the foot of the screen, it shifts no content; the spacer keeps the page's end readable above it.
  return (
    <>
      <div aria-hidden="true" className="h-24" />
      <aside
        lang={offer.locale}
        dir={textDirection(offer.locale)}
        className="fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-stone-900 px-4 py-3 text-center text-sm text-white shadow-lg"
      >
        <span>{offer.text}</span>
        <Link
          to={`${localizedPath(offer.locale, path)}${search}`}
          hrefLang={offer.locale}
          className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-orange-300"
        >
          {offer.action}
        </Link>
        <button
          type="button"
          onClick={() => {
            dismissed = true;
            setHidden(true);
          }}
          className="rounded px-2 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-orange-300"
        >
          {offer.dismiss}
        </button>
      </aside>
    </>
  );
}

/** The offer, in the language it offers. */
function useOffer(wanted: Locale): Offer | undefined {
  const [offer, setOffer] = useState<Offer>();
  useEffect(() => {
    let live = true;
    // The offer speaks its own language: its messages download after the page has painted, off the critical path.
    siteMessages.load(wanted).then(
      () => {
        const i18n = setupI18n({ locale: wanted, messages: { [wanted]: siteMessages.messagesOf(wanted) } });
        const say = (id: 'offer.text' | 'offer.action' | 'offer.dismiss') => i18n._(id);
        if (live)
          setOffer({
            locale: wanted,
            text: say('offer.text'),
            action: say('offer.action'),
            dismiss: say('offer.dismiss'),
          });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return offer;
}
