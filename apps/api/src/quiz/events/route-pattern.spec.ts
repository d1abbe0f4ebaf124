import { routePatternOf } from './route-pattern';

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/test', '/test'],
    ['/test/', '/test'],
    ['/TEST', '/test'],
    ['/results', '/results'],
    ['/results/adventurous', '/results/:personality'],
    ['/results/picky/', '/results/:personality'],
    ['/results/adventurous?ref=share', '/results/:personality'],
    ['/results/a/b', 'other'],
    ['/insights', '/insights'],
    ['/insights/keys', '/insights/keys'],
    ['/es/insights/webhooks/', '/insights/webhooks'],
    ['/results/%E0%A4%A', 'other'],
    ['/test#top', '/test'],
    ['//', '/'],
    ['/home/secret-token', 'other'],
  ])('stores %s as %s', (pathname, pattern) => {
    expect(routePatternOf(pathname)).toBe(pattern);
  });
});
