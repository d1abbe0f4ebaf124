import { type Locale, localizedPath, PAGE_PATHS } from '@tastetype/quiz-domain';
import { useMemo } from 'react';
import { useLocale } from '../i18n/use-locale';
import { useFramed } from '../lib/embed/framed';
import { paths } from './paths';

export interface QuizPaths {
  /** Where the quiz starts again. */
  test: string;
  results: (personality: string, id?: string) => string;
  /** The site's home; none inside a frame, whose page is the publisher's. */
  home?: string;
}

function siteIn(locale: Locale): QuizPaths {
  const at = (path: string) => localizedPath(locale, path);
  return {
    test: at(paths.test.href()),
    results: (personality, id) => at(paths.results.href(personality, id)),
    home: at(paths.home.href()),
  };
}

// The frame moves between its own pages only: it never leaves for the site, nor moves the publisher's page.
function framedIn(locale: Locale): QuizPaths {
  const quiz = localizedPath(locale, PAGE_PATHS.embedQuiz);
  return { test: quiz, results: (personality, id) => `${quiz}${paths.results.href(personality, id)}` };
}

/** The quiz's links in the page's language, on the site or inside a publisher's frame. */
export function useQuizPaths(): QuizPaths {
  const framed = useFramed();
  const locale = useLocale();
  return useMemo(() => (framed ? framedIn(locale) : siteIn(locale)), [framed, locale]);
}
