import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useInsightsT } from '../../insights-messages';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A new key's secret, shown this once: it lives in this panel's state only (never in storage or Apollo's cache),
 * so Done, another view or a reload ends it. The panel takes the keyboard when it opens.
 */
export function NewKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const t = useInsightsT();
  const [copy, setCopy] = useState<CopyState>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fieldId = useId();
  const warningId = useId();
  useEffect(() => heading.current?.focus(), []);

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a denied permission): the field stays there to copy by hand.
      setCopy('failed');
    }
  }

  return (
    <div
      role="region"
      aria-labelledby={headingId}
      className="mt-3 rounded-2xl bg-emerald-50 p-5 shadow-sm ring-1 ring-emerald-800/30"
    >
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-lg font-bold focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        {t('insights.keys.secret.heading', { name })}
      </h3>
      <p id={warningId} className="mt-1 font-semibold text-stone-900">
        {t('insights.keys.secret.warning')}
      </p>
      <label htmlFor={fieldId} className="mt-3 block text-sm font-semibold">
        {t('insights.keys.secret.label')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={fieldId}
          readOnly
          value={secret}
          aria-describedby={warningId}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full max-w-md rounded-xl border-2 border-stone-400 bg-white px-3 font-mono text-sm focus-visible:outline-3 focus-visible:outline-orange-700"
        />
        <Button className="min-h-11 py-2" onClick={() => void copyKey()}>
          {t('insights.keys.secret.copy')}
        </Button>
      </div>
      {/* Always in the page: a live region that appears with its text may not be announced. */}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {copy === 'copied'
          ? t('insights.keys.secret.copied')
          : copy === 'failed'
            ? t('insights.keys.secret.copyFailed')
            : ''}
      </p>
      <Button variant="outline" className="mt-2 min-h-11 py-2" onClick={onDone}>
        {t('insights.keys.secret.done')}
      </Button>
    </div>
  );
}
