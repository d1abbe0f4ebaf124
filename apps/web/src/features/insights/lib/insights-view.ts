/** The dashboard's figures, or the keys (only offered to a key with keys:manage). */
export type InsightsView = 'figures' | 'keys';

/** The scope each view needs: the server refuses the view's queries without it, so the page asks none. */
export const VIEW_SCOPES = { figures: 'analytics:read', keys: 'keys:manage' } as const satisfies Record<
  InsightsView,
  string
>;

/** In the address as `?view=keys`: the server knows /insights as a page, and a link or a reload keeps the view. */
export function viewOf(params: URLSearchParams): InsightsView {
  return params.get('view') === 'keys' ? 'keys' : 'figures';
}

/** The query string of another view, keeping the figures' filter so coming back shows the same figures. */
export function searchOfView(params: URLSearchParams, view: InsightsView): string {
  const next = new URLSearchParams(params);
  if (view === 'keys') next.set('view', 'keys');
  else next.delete('view');
  const search = next.toString();
  return search ? `?${search}` : '';
}
