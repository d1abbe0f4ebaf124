import type { PersonalityKey } from '@tastetype/quiz-domain';

/** What one page unfurls as; its path and picture come from the page. */
export interface PageWords {
  title: string;
  description: string;
  ogTitle: string;
}

/** Every word of the HTML heads in one language: written for food lovers in it, not translated word for word. */
export interface PreviewWords {
  home: PageWords;
  test: PageWords;
  embedGuide: PageWords;
  /** A results page's tab title, from its profile's title in this language. */
  resultTitle: (title: string) => string;
  /** A results page's unfurl headline, the words its picture shows. */
  resultOgTitle: (title: string) => string;
  /** A share picture's alt text: what is drawn, then the words written on it. */
  pictureAlt: (art: string, words: string) => string;
  /** What tools/pictures/share-images.mjs draws beside the text; keep them in step. */
  art: Record<'home' | PersonalityKey, string>;
  notFoundTitle: string;
  insightsTitle: string;
  /** The analysts' Keys and Webhooks pages, as the pages name themselves once loaded. */
  keysTitle: string;
  webhooksTitle: string;
  embeddedQuizTitle: string;
  /** The words tools/pictures/share-images.mjs writes on the pictures; `\n` where a line is broken by hand. */
  picture: {
    homeHeadline: string;
    homeFooter: string;
    /** The small line above a personality's title. */
    resultLead: string;
    resultHeadline: (title: string) => string;
    resultFooter: string;
  };
}
