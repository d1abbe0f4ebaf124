import { movedView, searchOfView, viewOfPath } from './insights-view';

describe('viewOfPath', () => {
  it.each([
    ['/insights', 'figures'],
    ['/insights/', 'figures'],
    ['/insights/keys', 'keys'],
    ['/Insights/Keys/', 'keys'],
    ['/insights/webhooks', 'webhooks'],
    ['/es/insights/keys', 'keys'],
    ['/ar/insights/webhooks', 'webhooks'],
    ['/pt-br/insights', 'figures'],
  ])('opens %s on the %s', (pathname, view) => {
    expect(viewOfPath(pathname)).toBe(view);
  });
});

describe('movedView', () => {
  it.each([
    ['view=keys', { view: 'keys', search: '' }],
    ['range=7d&view=keys', { view: 'keys', search: '?range=7d' }],
    ['view=webhooks&endpoint=e1', { view: 'webhooks', search: '?endpoint=e1' }],
  ])('sends ?%s to its own page, the rest of the query kept', (search, moved) => {
    expect(movedView(new URLSearchParams(search))).toEqual(moved);
  });

  it.each(['', 'range=7d', 'view=figures', 'view=nonsense', 'view=KEYS'])('leaves ?%s where it is', (search) => {
    expect(movedView(new URLSearchParams(search))).toBeUndefined();
  });
});

describe('searchOfView', () => {
  it.each([
    ['range=7d&endpoint=e1', 'figures', '?range=7d'],
    ['range=7d&endpoint=e1', 'keys', '?range=7d'],
    ['range=7d&endpoint=e1', 'webhooks', '?range=7d&endpoint=e1'],
    ['endpoint=e1', 'keys', ''],
    ['range=7d&signIn=failed', 'keys', '?range=7d'],
  ] as const)('from ?%s, a link to the %s carries %p', (search, view, expected) => {
    expect(searchOfView(new URLSearchParams(search), view)).toBe(expected);
  });
});
