import { PAGE_PATHS, type PageKind, matchPage } from '@tastetype/quiz-domain';
import type { InsightsMessage } from '../../shared/insights-messages';
import { ENDPOINT_PARAM } from '../../webhooks/lib/endpoint-param';
import { SIGN_IN_PARAM } from './sign-in-reason';

/** The dashboard's figures, the keys (for a key with keys:manage) or the webhooks (for one with webhooks:manage). */
export const INSIGHTS_VIEWS = ['figures', 'keys', 'webhooks'] as const;
export type InsightsView = (typeof INSIGHTS_VIEWS)[number];

/** The scope each view needs: the server refuses the view's queries without it, so the page asks none. */
export const VIEW_SCOPES = {
  figures: 'analytics:read',
  keys: 'keys:manage',
  webhooks: 'webhooks:manage',
} as const satisfies Record<InsightsView, string>;

/** Each view names itself in the tab and the history. */
export const VIEW_TITLES = {
  figures: 'insights.pageTitle',
  keys: 'insights.keys.pageTitle',
  webhooks: 'insights.webhooks.pageTitle',
} as const satisfies Record<InsightsView, InsightsMessage>;

/** Each view is a page of its own (quiz-domain's list), served, prerendered and counted like any other. */
const VIEW_PAGES = {
  figures: 'insights',
  keys: 'insightsKeys',
  webhooks: 'insightsWebhooks',
} as const satisfies Record<InsightsView, PageKind>;

/** A view's path, in English (localize it for the page's language). */
export const viewPath = (view: InsightsView): string => PAGE_PATHS[VIEW_PAGES[view]];

/** The view a pathname opens, whatever its language; the figures for any other path. */
export function viewOfPath(pathname: string): InsightsView {
  const kind = matchPage(pathname)?.kind;
  return INSIGHTS_VIEWS.find((view) => VIEW_PAGES[view] === kind) ?? 'figures';
}

/** The query string a link to another view carries: the figures' filter, so coming back shows the same figures. */
export function searchOfView(params: URLSearchParams, view: InsightsView): string {
  const next = new URLSearchParams(params);
  // An endpoint belongs to the webhooks page: another view's address does not carry it.
  if (view !== 'webhooks') next.delete(ENDPOINT_PARAM);
  // A refused sign-in is said once, where the provider sent the person back.
  next.delete(SIGN_IN_PARAM);
  return queryString(next);
}

/**
 * Where an old address of a view now is: `/insights?view=keys` (from before each view had its path) names the
 * Keys page, the rest of its query kept. Undefined for any other address.
 */
export function movedView(params: URLSearchParams): { view: InsightsView; search: string } | undefined {
  const view = INSIGHTS_VIEWS.find((named) => named !== 'figures' && named === params.get('view'));
  if (!view) return undefined;
  const rest = new URLSearchParams(params);
  rest.delete('view');
  return { view, search: queryString(rest) };
}

const queryString = (params: URLSearchParams) => {
  const search = params.toString();
  return search ? `?${search}` : '';
};
