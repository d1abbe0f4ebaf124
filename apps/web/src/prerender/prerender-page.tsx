import {
  LOCALES,
  PAGE_PATHS,
  type PageKind,
  type PrerenderedPage,
  type PrerenderedPages,
  localizedPath,
  splitLocalePath,
} from '@tastetype/quiz-domain';
import { i18n } from '@lingui/core';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/app-routes';
import { paths } from '../config/paths';
import { siteMessages } from '../i18n/site-messages';

// React puts the tags it hoists for the head (the pictures' preloads) first.
const LEADING_LINKS = /^(?:<link [^>]*>)*/;

/**
 * A page's HTML as its first render in the browser makes it, for the server to send inside #root: the visitor
 * sees the page before its scripts arrive, and main.tsx hydrates it. Run at build time, never by the server.
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const { locale } = splitLocalePath(pathname);
  await siteMessages.load(locale);
  i18n.activate(locale);
  // The same tree as main.tsx renders, with the router reading the given path instead of the address bar.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <Suspense>
          <AppRoutes />
        </Suspense>
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // React would leave the failed part to the browser; a build that cannot render a page fails instead.
  if (errors.length > 0) throw new Error(`${pathname} did not prerender`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  const head = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * The pages rendered ahead, in every language, whose HTML is the same for all: the ones visitors land on, and the
 * analysts' pages up to their heading (what follows depends on the key in the tab's storage).
 */
const PRERENDERED: readonly { kind: PageKind; path: string }[] = [
  { kind: 'home', path: paths.home.href() },
  { kind: 'test', path: paths.test.href() },
  ...(['insights', 'insightsKeys', 'insightsWebhooks'] as const).map((kind) => ({ kind, path: PAGE_PATHS[kind] })),
];

/** Every prerendered page's HTML, by language and page, as the build writes it for the server. */
export async function prerenderPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  // One at a time: the active language is one for the whole process.
  for (const locale of LOCALES) {
    const inLanguage: Partial<Record<PageKind, PrerenderedPage>> = {};
    for (const { kind, path } of PRERENDERED) inLanguage[kind] = await prerenderPage(localizedPath(locale, path));
    pages[locale] = inLanguage;
  }
  return pages;
}
