import { LOCALE_NAMES, LOCALES, type Locale, toLocale } from '@tastetype/quiz-domain';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { embedGuideMessages } from './embed-guide-messages';
import { embedSnippet } from './embed-snippet';
import { useSnippetLinkText } from './use-snippet-link-text';

interface SnippetBuilderProps {
  quizLocale: Locale;
  onQuizLocaleChange(locale: Locale): void;
}

/** The snippet to copy, for the quiz's language the publisher picks. */
export function SnippetBuilder({ quizLocale, onQuizLocaleChange }: SnippetBuilderProps) {
  const t = embedGuideMessages.useT();
  const selectId = useId();
  // Until the quiz language's words arrive, the page's stand in for a moment.
  const linkText = useSnippetLinkText(quizLocale) ?? t('guide.snippetLink');
  const snippet = embedSnippet(window.location.origin, quizLocale, linkText);
  // The snippet last copied: another language's snippet has not been copied yet.
  const [copied, setCopied] = useState<string>();
  async function copy() {
    await navigator.clipboard.writeText(snippet).then(
      () => setCopied(snippet),
      () => setCopied(undefined),
    );
  }
  return (
    <>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <label htmlFor={selectId} className="font-semibold">
          {t('guide.quizLanguage')}
        </label>
        <select
          id={selectId}
          value={quizLocale}
          onChange={(event) => onQuizLocaleChange(toLocale(event.target.value) ?? quizLocale)}
          className="min-h-11 rounded-xl border-2 border-stone-400 bg-white ps-3 pe-8 text-base focus-visible:outline-3 focus-visible:outline-orange-700"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <pre dir="ltr" className="mt-4 rounded-xl bg-stone-900 p-4 text-sm break-all whitespace-pre-wrap text-stone-50">
        <code>{snippet}</code>
      </pre>
      <Button className="mt-4" onClick={copy}>
        {copied === snippet ? t('guide.copied') : t('guide.copy')}
      </Button>
    </>
  );
}
