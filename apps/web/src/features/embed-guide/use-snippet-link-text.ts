import { setupI18n } from '@lingui/core';
import type { Locale } from '@tastetype/quiz-domain';
import { useMemo } from 'react';
import { useCatalog } from '../../i18n/catalog';
import { embedGuideMessages } from './embed-guide-messages';

/**
 * The snippet's no-JS link in the quiz's language, which may not be the page's (its readers see it, not
 * the publisher); undefined until that language's messages have arrived.
 */
export function useSnippetLinkText(quizLocale: Locale): string | undefined {
  const ready = useCatalog(embedGuideMessages, quizLocale);
  return useMemo(() => {
    if (!ready) return undefined;
    // A second voice on the page: its own i18n instance, so the page's language stays active.
    const i18n = setupI18n({
      locale: quizLocale,
      messages: { [quizLocale]: embedGuideMessages.messagesOf(quizLocale) },
    });
    return i18n._('guide.snippetLink');
  }, [quizLocale, ready]);
}
