/** The web app's routes (react-router matches them case-insensitively, trailing slash or not). */
const ROUTE_PATTERNS: [RegExp, string][] = [
  [/^\/$/, '/'],
  [/^\/test$/i, '/test'],
  [/^\/results$/i, '/results'],
  [/^\/results\/[^/]+$/i, '/results/:personality'],
];

/** The route pattern of a pathname, so no raw path (which could carry anything) is ever stored. */
export function routePatternOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return ROUTE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}
