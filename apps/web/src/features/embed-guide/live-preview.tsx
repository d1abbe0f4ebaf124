import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@tastetype/quiz-domain';
import type { EmbedHandle } from '../../../public/embed';
import { embedGuideMessages } from './embed-guide-messages';

/** The real embed on this page in `locale`, through /embed.js and its JS API, listing every event it reports. */
export function LivePreview({ locale }: { locale: Locale }) {
  const t = embedGuideMessages.useT();
  const host = useRef<HTMLDivElement>(null);
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let handle: EmbedHandle | undefined;
    const log = (line: string) => setEvents((shown) => [...shown, line]);
    const start = () => {
      handle = window.TasteType.embed(element, {
        lazy: false,
        locale,
        onReady: () => log('onReady()'),
        onStart: () => log('onStart()'),
        onAnswer: ({ question, option }) => log(`onAnswer({ question: ${question}, option: '${option}' })`),
        onResult: ({ personality, title }) => log(`onResult({ personality: '${personality}', title: '${title}' })`),
        onShare: ({ personality }) => log(`onShare({ personality: '${personality}' })`),
      });
    };
    const script = document.createElement('script');
    script.src = '/embed.js';
    script.addEventListener('load', start);
    document.head.append(script);
    return () => {
      script.removeEventListener('load', start);
      handle?.destroy();
      script.remove();
    };
  }, [locale]);
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div ref={host} className="rounded-2xl ring-1 ring-stone-300" />
      <section aria-labelledby="embed-events">
        <h3 id="embed-events" className="font-semibold">
          {t('guide.events')}
        </h3>
        <ol dir="ltr" aria-live="polite" className="mt-2 space-y-1 font-mono text-sm text-stone-700">
          {events.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
