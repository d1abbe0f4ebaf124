import type { InsightsMessage } from '../insights-messages';

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

/** The webhooks view's chosen endpoint, by its id: a link or a reload shows the same one. */
export const ENDPOINT_PARAM = 'endpoint';

/** In the address as `?view=keys`: the server knows /insights as a page, and a link or a reload keeps the view. */
export function viewOf(params: URLSearchParams): InsightsView {
  const named = params.get('view');
  return INSIGHTS_VIEWS.find((view) => view !== 'figures' && view === named) ?? 'figures';
}

/** The query string of another view, keeping the figures' filter so coming back shows the same figures. */
export function searchOfView(params: URLSearchParams, view: InsightsView): string {
  const next = new URLSearchParams(params);
  if (view === 'figures') next.delete('view');
  else next.set('view', view);
  // An endpoint belongs to the webhooks view: another view's address does not carry it.
  if (view !== 'webhooks') next.delete(ENDPOINT_PARAM);
  return queryString(next);
}

/** The webhooks view's address with one endpoint chosen. */
export function searchOfEndpoint(params: URLSearchParams, endpointId: string): string {
  const next = new URLSearchParams(params);
  next.set('view', 'webhooks');
  next.set(ENDPOINT_PARAM, endpointId);
  return queryString(next);
}

const queryString = (params: URLSearchParams) => {
  const search = params.toString();
  return search ? `?${search}` : '';
};
