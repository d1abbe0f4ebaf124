import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmStep } from '../../shared/components/confirm-step';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useAttempt } from '../../shared/lib/use-attempt';
import { useRevokeKey } from '../api/use-keys';
import { type ApiKey, shownPrefix } from '../lib/key-state';
import { KeysTable } from './keys-table';
import { RevokeMadeByStep } from './revoke-made-by-step';

/** What was just revoked: one key, or every key its maker made (how many). */
type Revoked = { name: string; count?: number };

/** The keys, and the revocation of one: asked, confirmed, then said where the keyboard is. */
export function KeysList({
  keys,
  signedInKeyId,
  onRefused,
}: {
  keys: readonly ApiKey[];
  signedInKeyId: string | null;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const [asked, setAsked] = useState<ApiKey>();
  // A key whose maker's keys are all to be revoked.
  const [askedMaker, setAskedMaker] = useState<ApiKey>();
  const { failure, attempt, forget } = useAttempt(onRefused);
  const [revoked, setRevoked] = useState<Revoked>();
  const [revoke, { loading }] = useRevokeKey();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const notice = useRef<HTMLParagraphElement>(null);
  // Its button is gone with the key's active state: the keyboard goes to the words that say it is done.
  useEffect(() => {
    if (revoked) notice.current?.focus();
  }, [revoked]);

  const revokeButton = useCallback(
    (id: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(id, button);
      else buttons.current.delete(id);
    },
    [],
  );
  const ask = (key: ApiKey, maker = false) => {
    forget();
    setRevoked(undefined);
    setAsked(maker ? undefined : key);
    setAskedMaker(maker ? key : undefined);
  };
  const cancel = () => {
    if (asked) buttons.current.get(asked.id)?.focus();
    if (askedMaker) buttons.current.get(`maker ${askedMaker.id}`)?.focus();
    setAsked(undefined);
    setAskedMaker(undefined);
  };
  async function confirm() {
    if (!asked) return;
    if (!(await attempt(() => revoke({ variables: { key: asked.id } })))) return;
    setAsked(undefined);
    setRevoked({ name: asked.name });
  }

  return (
    <>
      {keys.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-stone-800 shadow-sm ring-1 ring-stone-900/5">
          {t('insights.keys.none')}
        </p>
      ) : (
        <KeysTable keys={keys} onRevoke={ask} onRevokeMadeBy={(key) => ask(key, true)} revokeButton={revokeButton} />
      )}
      {asked && (
        <ConfirmStep
          key={asked.id}
          question={t('insights.keys.revoke.question', { name: asked.name, prefix: shownPrefix(asked) })}
          confirm={t('insights.keys.revoke.confirm')}
          busyLabel={t('insights.keys.revoke.revoking')}
          failedTitle={t('insights.keys.revoke.failed')}
          busy={loading}
          failure={failure}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        >
          {/* Revoking the key this page is signed in with signs the analyst out. */}
          {t(asked.id === signedInKeyId ? 'insights.keys.revoke.ownKey' : 'insights.keys.revoke.effect')}
        </ConfirmStep>
      )}
      {askedMaker?.madeBy && askedMaker.madeBySubject && (
        <RevokeMadeByStep
          key={askedMaker.id}
          maker={{ name: askedMaker.madeBy, subject: askedMaker.madeBySubject }}
          onCancel={cancel}
          onDone={(count) => {
            setAskedMaker(undefined);
            setRevoked({ name: askedMaker.madeBy ?? '', count });
          }}
          onRefused={onRefused}
        />
      )}
      {revoked && (
        <p
          ref={notice}
          tabIndex={-1}
          className="mt-4 rounded-2xl bg-white p-4 font-semibold text-stone-900 ring-1 ring-stone-900/10 focus-visible:outline-3 focus-visible:outline-orange-700"
        >
          {revoked.count === undefined
            ? t('insights.keys.revoke.done', { name: revoked.name })
            : t('insights.keys.revokeMadeBy.done', { name: revoked.name, count: revoked.count })}
        </p>
      )}
    </>
  );
}
