import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { ServerWords } from '../../components/server-words';
import { useInsightsT } from '../../insights-messages';
import { type ApiKey, shownPrefix } from '../lib/key-state';

/**
 * The confirm step of a revocation, below the list: it takes the keyboard when it opens (the question is read
 * first), Escape or Cancel closes it, and nothing is revoked until its own button is pressed.
 */
export function RevokeConfirm({
  apiKey,
  ownKey,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  apiKey: ApiKey;
  /** The key this page is signed in with: revoking it signs the analyst out. */
  ownKey: boolean;
  busy: boolean;
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useInsightsT();
  const box = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={questionId}
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="mt-4 rounded-2xl bg-red-50 p-5 ring-1 ring-red-700/40 focus-visible:outline-3 focus-visible:outline-orange-700"
    >
      <p id={questionId} className="font-semibold text-red-900">
        {t('insights.keys.revoke.question', { name: apiKey.name, prefix: shownPrefix(apiKey) })}
      </p>
      <p className="mt-1 text-sm text-stone-800">
        {t(ownKey ? 'insights.keys.revoke.ownKey' : 'insights.keys.revoke.effect')}
      </p>
      {failure && (
        <div role="alert" className="mt-3 text-sm">
          <p className="font-semibold text-red-800">{t('insights.keys.revoke.failed')}</p>
          <ServerWords className="mt-1 text-stone-800">{failure}</ServerWords>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? t('insights.keys.revoke.revoking') : t('insights.keys.revoke.confirm')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('insights.keys.revoke.cancel')}
        </Button>
      </div>
    </div>
  );
}
