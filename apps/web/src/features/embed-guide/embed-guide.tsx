import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { useLocale } from '../../i18n/use-locale';
import { embedGuideMessages } from './embed-guide-messages';
import { API_EXAMPLE, EMBED_OPTIONS } from './embed-snippet';
import { LivePreview } from './live-preview';
import { SnippetBuilder } from './snippet-builder';

/** The publishers' guide: the snippet to copy, its options, and the quiz as their readers will see it. */
export function EmbedGuide() {
  const t = embedGuideMessages.useT();
  // The quiz's language starts as the page's: a Spanish publisher reads /es/embed.
  const [quizLocale, setQuizLocale] = useState(useLocale());
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('guide.heading')}</h1>
      <p className="text-lg text-stone-700">{t('guide.intro')}</p>
      <Card>
        <h2 className="text-xl font-bold">{t('guide.step1')}</h2>
        <SnippetBuilder quizLocale={quizLocale} onQuizLocaleChange={setQuizLocale} />
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('guide.step2')}</h2>
        <table className="mt-4 w-full text-start text-sm">
          <thead>
            <tr>
              <th className="py-1 pe-4">{t('guide.optionColumn')}</th>
              <th className="py-1">{t('guide.whatColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {EMBED_OPTIONS.map(([name, what]) => (
              <tr key={name} className="border-t border-stone-200">
                <td dir="ltr" className="py-2 pe-4 text-start font-mono">
                  {name}
                </td>
                <td className="py-2">{t(what)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4">{t('guide.apiIntro', { path: '/embed.d.ts' })}</p>
        <pre dir="ltr" className="mt-2 rounded-xl bg-stone-900 p-4 text-sm break-all whitespace-pre-wrap text-stone-50">
          <code>{API_EXAMPLE}</code>
        </pre>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('guide.step3')}</h2>
        {/* Keyed by language: a new preview starts with an empty event log. */}
        <LivePreview key={quizLocale} locale={quizLocale} />
      </Card>
    </div>
  );
}
