import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** What the panel says, in the words of what the secret is for (a key, a webhook's signing secret). */
export interface SecretTexts {
  heading: string;
  /** That it is shown this once; the field is described by it. */
  warning: string;
  label: string;
  copy: string;
  /** Its own, not shared: "copied" agrees with what was copied in some languages (copiada, copiado). */
  copied: string;
  copyFailed: string;
  done: string;
}

/**
 * A new secret, shown this once: it lives in this panel's state only (never in storage or Apollo's cache), so
 * Done, another view or a reload ends it. The panel takes the keyboard when it opens. `children` say more under
 * the warning (how long an old secret still signs).
 */
export function OneTimeSecret({
  secret,
  texts,
  children,
  onDone,
}: {
  secret: string;
  texts: SecretTexts;
  children?: ReactNode;
  onDone: () => void;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const fieldId = useId();
  const warningId = useId();
  useEffect(() => heading.current?.focus(), []);

  async function copySecret() {
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
        className="text-lg font-bold break-words focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        {texts.heading}
      </h3>
      <p id={warningId} className="mt-1 font-semibold text-stone-900">
        {texts.warning}
      </p>
      {children}
      <label htmlFor={fieldId} className="mt-3 block text-sm font-semibold">
        {texts.label}
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
        <Button className="min-h-11 py-2" onClick={() => void copySecret()}>
          {texts.copy}
        </Button>
      </div>
      {/* Always in the page: a live region that appears with its text may not be announced. */}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
      </p>
      <Button variant="outline" className="mt-2 min-h-11 py-2" onClick={onDone}>
        {texts.done}
      </Button>
    </div>
  );
}
