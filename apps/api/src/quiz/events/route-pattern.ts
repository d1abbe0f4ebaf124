import { PAGE_PATHS, type Page, matchPage } from '@tastetype/quiz-domain';

// A results path without its personality is stored as such ('/results'), as the router still opens it.
const patternOf = ({ kind, personality }: Page) =>
  personality === undefined ? PAGE_PATHS[kind].replace('/:personality', '') : PAGE_PATHS[kind];

/** The route pattern of a pathname, so no raw path (which could carry anything) is ever stored. */
export function routePatternOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/^\/+$/, '/');
  const page = matchPage(path);
  return page ? patternOf(page) : 'other';
}
