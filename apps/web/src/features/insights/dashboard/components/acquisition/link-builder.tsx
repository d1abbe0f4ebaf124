import { MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import { useId, useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { type InsightsMessage, useInsightsT } from '../../../shared/insights-messages';
import { fieldClass } from '../../../shared/components/styles';
import { type LinkTags, taggedLink } from '../../lib/tagged-link';

const FIELDS = [
  ['source', 'insights.linkBuilder.source'],
  ['medium', 'insights.linkBuilder.medium'],
  ['campaign', 'insights.linkBuilder.campaign'],
] as const satisfies readonly (readonly [keyof LinkTags, InsightsMessage])[];

/** The link last copied, or that copying it failed: a changed link has not been copied yet. */
type Copy = { link: string; ok: boolean };

/** The quiz's link tagged for one newsletter, post or ad, so its visitors show under their own source above. */
export function LinkBuilder() {
  const t = useInsightsT();
  const [tags, setTags] = useState<LinkTags>({ source: '', medium: '', campaign: '' });
  const [copy, setCopy] = useState<Copy>();
  const hintId = useId();
  const linkId = useId();
  const baseId = useId();
  const link = taggedLink(window.location.origin, tags);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setCopy({ link, ok: true });
    } catch {
      // No clipboard (an insecure page, a denied permission): the field stays there to copy by hand.
      setCopy({ link, ok: false });
    }
  }

  const copied = copy?.link === link ? copy : undefined;
  return (
    <div className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-stone-900/5">
      <p id={hintId} className="text-sm text-stone-700">
        {t('insights.linkBuilder.hint')}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {FIELDS.map(([name, label]) => (
          <div key={name} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${baseId}-${name}`} className="text-sm font-semibold">
              {t(label)}
            </label>
            <input
              id={`${baseId}-${name}`}
              value={tags[name]}
              maxLength={MAX_ARRIVAL_VALUE_LENGTH}
              onChange={(event) => setTags({ ...tags, [name]: event.target.value })}
              aria-describedby={hintId}
              spellCheck={false}
              autoComplete="off"
              dir="auto"
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      <label htmlFor={linkId} className="mt-4 block text-sm font-semibold">
        {t('insights.linkBuilder.link')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {/* An address reads left to right in any language. */}
        <input
          id={linkId}
          readOnly
          value={link}
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldClass} max-w-none min-w-0 flex-1 basis-64 font-mono text-sm`}
        />
        <Button className="min-h-11 py-2" onClick={() => void copyLink()}>
          {t('insights.linkBuilder.copy')}
        </Button>
      </div>
      {/* Always in the page: a live region that appears with its text may not be announced. */}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-stone-800">
        {copied ? t(copied.ok ? 'insights.linkBuilder.copied' : 'insights.linkBuilder.copyFailed') : ''}
      </p>
    </div>
  );
}
