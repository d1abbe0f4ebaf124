import { PAGE_PATHS } from '@tastetype/quiz-domain';

/** Every route of the app (from quiz-domain, which the server's pages share) and its typed link builder. */
export const paths = {
  home: { path: PAGE_PATHS.home, href: () => PAGE_PATHS.home },
  test: { path: PAGE_PATHS.test, href: () => PAGE_PATHS.test },
  results: {
    path: PAGE_PATHS.results,
    href: (personality: string, id?: string) =>
      `/results/${encodeURIComponent(personality)}${id ? `?id=${encodeURIComponent(id)}` : ''}`,
    /** What a visitor shares: the personality's page for friends, never their own result id. */
    shareHref: (personality: string) => `/results/${encodeURIComponent(personality)}?ref=share`,
  },
  /** The analysts' dashboard; no visitor page links to it. */
  insights: { path: PAGE_PATHS.insights, href: () => PAGE_PATHS.insights },
} as const;
