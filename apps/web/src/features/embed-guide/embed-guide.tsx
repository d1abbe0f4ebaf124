import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLocale } from '../../i18n/use-locale';
import { embedGuideMessages } from './embed-guide-messages';
import { API_EXAMPLE, EMBED_OPTIONS, embedSnippet } from './embed-snippet';
import { LivePreview } from './live-preview';

/** The publishers' guide: the snippet to copy, its options, and the quiz as their readers will see it. */
export function EmbedGuide() {
  const t = embedGuideMessages.useT();
  const locale = useLocale();
  const snippet = embedSnippet(window.location.origin, locale, t('guide.snippetLink'));
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(snippet).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('guide.heading')}</h1>
      <p className="text-lg text-stone-700">{t('guide.intro')}</p>
      <Card>
        <h2 className="text-xl font-bold">{t('guide.step1')}</h2>
        <pre dir="ltr" className="mt-4 rounded-xl bg-stone-900 p-4 text-sm break-all whitespace-pre-wrap text-stone-50">
          <code>{snippet}</code>
        </pre>
        <Button className="mt-4" onClick={copy}>
          {copied ? t('guide.copied') : t('guide.copy')}
        </Button>
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
        <LivePreview />
      </Card>
    </div>
  );
}
