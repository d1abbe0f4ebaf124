import { DEFAULT_LOCALE, type Locale, splitLocalePath } from './locales';

/**
 * Every page of the web app, by kind: adding a route is one line here. Named groups become parameters.
 * Any letter case, as the web app's router matches (its routes are not case-sensitive).
 */
const PAGE_PATTERNS = {
  home: /^\/$/,
  test: /^\/test$/i,
  results: /^\/results(?:\/(?<personality>[^/]+))?$/i,
  insights: /^\/insights$/i,
  insightsKeys: /^\/insights\/keys$/i,
  insightsWebhooks: /^\/insights\/webhooks$/i,
  embed: /^\/embed$/i,
  embedQuiz: /^\/embed\/quiz$/i,
  embedResults: /^\/embed\/quiz\/results(?:\/(?<personality>[^/]+))?$/i,
} as const;

export type PageKind = keyof typeof PAGE_PATTERNS;

/** Each page's route as the web app's router writes it; PAGE_PATTERNS matches the same paths on the server. */
export const PAGE_PATHS: Record<PageKind, string> = {
  home: '/',
  test: '/test',
  results: '/results/:personality',
  /** The analysts' pages: the figures, and the keys and webhooks of those whose key may manage them. */
  insights: '/insights',
  insightsKeys: '/insights/keys',
  insightsWebhooks: '/insights/webhooks',
  /** The publishers' page: the snippet, its options, a live preview. */
  embed: '/embed',
  /** The quiz inside a publisher's page (embed.js frames it), then its result. */
  embedQuiz: '/embed/quiz',
  embedResults: '/embed/quiz/results/:personality',
};

/**
 * The web app's lazily loaded modules each page renders at once (its app-routes.tsx), as the build's
 * manifest names them: the server preloads their chunks with the page, and a test holds them to a budget.
 */
export const PAGE_MODULES: Record<PageKind, readonly string[]> = {
  home: [],
  test: ['src/app/routes/quiz-layout.tsx', 'src/app/routes/test.tsx'],
  results: ['src/app/routes/quiz-layout.tsx', 'src/app/routes/results.tsx'],
  insights: ['src/app/routes/insights.tsx'],
  insightsKeys: ['src/app/routes/insights.tsx'],
  insightsWebhooks: ['src/app/routes/insights.tsx'],
  embed: ['src/app/routes/embed-guide.tsx'],
  embedQuiz: ['src/app/routes/embed-layout.tsx', 'src/app/routes/test.tsx'],
  embedResults: ['src/app/routes/embed-layout.tsx', 'src/app/routes/results.tsx'],
};

/** A language's messages as the build's manifest names them, preloaded with its pages; English's ride in the entry. */
export const localeMessagesModule = (locale: Locale): string | undefined =>
  locale === DEFAULT_LOCALE ? undefined : `src/i18n/messages/${locale}.json`;

/** A page the web build rendered ahead (apps/web/src/prerender): tags for its head, and its markup for #root. */
export interface PrerenderedPage {
  head: string;
  body: string;
}

/** The prerendered pages, by language and page kind. */
export type PrerenderedPages = Partial<Record<Locale, Partial<Record<PageKind, PrerenderedPage>>>>;

/** Where in the web build the prerendered pages are, for the server to send. */
export const PRERENDERED_PAGES_FILE = '.vite/prerendered.json';

export interface Page {
  kind: PageKind;
  /** The page's language, from its path's prefix (`/es/test`); English has none. */
  locale: Locale;
  /** The path's personality, decoded but not checked: an unknown one is still the results page. */
  personality?: string;
}

/** The page a pathname (no query string) opens, in its language, or undefined when it is no route of the app. */
export function matchPage(pathname: string): Page | undefined {
  // A trailing slash names the same page, as it does for the web app's router.
  const { locale, path } = splitLocalePath(pathname.replace(/(?<=[^/])\/$/, ''));
  for (const [kind, pattern] of Object.entries(PAGE_PATTERNS) as [PageKind, RegExp][]) {
    const match = pattern.exec(path);
    if (!match) continue;
    const encoded = match.groups?.['personality'];
    if (encoded === undefined) return { kind, locale };
    const personality = decodeSegment(encoded);
    return personality === undefined ? undefined : { kind, locale, personality };
  }
  return undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The id of the JSON script every page of the app carries: the profiles, so no page waits for a query. */
export const EMBEDDED_PROFILES_ID = 'tastetype-profiles';
