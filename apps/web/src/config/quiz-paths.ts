import { PAGE_PATHS } from '@tastetype/quiz-domain';
import { useFramed } from '../lib/framed';
import { paths } from './paths';

export interface QuizPaths {
  /** Where the quiz starts again. */
  test: string;
  results: (personality: string, id?: string) => string;
  /** The site's home; none inside a frame, whose page is the publisher's. */
  home?: string;
}

const resultsUnder = (prefix: string) => (personality: string, id?: string) =>
  `${prefix}${paths.results.href(personality, id)}`;

const SITE: QuizPaths = { test: paths.test.href(), results: paths.results.href, home: paths.home.href() };
// The frame moves between its own pages only: it never leaves for the site, nor moves the publisher's page.
const FRAMED: QuizPaths = { test: PAGE_PATHS.embedQuiz, results: resultsUnder(PAGE_PATHS.embedQuiz) };

/** The quiz's links, on the site or inside a publisher's frame. */
export const useQuizPaths = (): QuizPaths => (useFramed() ? FRAMED : SITE);
