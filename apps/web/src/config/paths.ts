import { type Arrival, PAGE_PATHS } from '@tastetype/quiz-domain';
import { shareTags } from '../lib/arrival/share-tags';

/** Every route of the app (from quiz-domain, which the server's pages share) and its typed link builder. */
export const paths = {
  home: { path: PAGE_PATHS.home, href: () => PAGE_PATHS.home },
  test: { path: PAGE_PATHS.test, href: () => PAGE_PATHS.test },
  results: {
    path: PAGE_PATHS.results,
    href: (personality: string, id?: string) =>
      `/results/${encodeURIComponent(personality)}${id ? `?id=${encodeURIComponent(id)}` : ''}`,
    /** What a visitor shares: the personality's page for friends, never their own result id; tagged with how and the sharer's source. */
    shareHref: (personality: string, framed = false, sharer?: Arrival) =>
      `/results/${encodeURIComponent(personality)}?${new URLSearchParams({ ref: 'share', via: framed ? 'embed' : 'sheet', ...shareTags(sharer) })}`,
  },
  /** The quiz as a publisher's page frames it, and its results page (a child route of it). */
  embedQuiz: { path: PAGE_PATHS.embedQuiz },
  embedResults: { childPath: PAGE_PATHS.embedResults.slice(PAGE_PATHS.embedQuiz.length + 1) },
  /** The publishers' guide: the snippet, its options and a live preview. */
  embedGuide: { path: PAGE_PATHS.embed, href: () => PAGE_PATHS.embed },
  /** The analysts' dashboard; no visitor page links to it. */
  insights: { path: PAGE_PATHS.insights, href: () => PAGE_PATHS.insights },
  /** Its Keys and Webhooks pages, child routes of it: the dashboard's page stays while they change. */
  insightsKeys: { childPath: PAGE_PATHS.insightsKeys.slice(PAGE_PATHS.insights.length + 1) },
  insightsWebhooks: { childPath: PAGE_PATHS.insightsWebhooks.slice(PAGE_PATHS.insights.length + 1) },
} as const;
