import { type Page, matchPage } from '@tastetype/quiz-domain';

const patternOf = ({ kind, personality }: Page) =>
  kind === 'home' ? '/' : personality === undefined ? `/${kind}` : `/${kind}/:personality`;

/** The route pattern of a pathname, so no raw path (which could carry anything) is ever stored. */
export function routePatternOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/^\/+$/, '/');
  const page = matchPage(path);
  return page ? patternOf(page) : 'other';
}
