import { useRef, useState } from 'react';
import { Loading, LoadFailed } from '../../components/load-states';
import { useInsightsT } from '../../insights-messages';
import type { Refusal } from '../../lib/refusal';
import { useFormats } from '../../lib/use-formats';
import { useRefusal } from '../../lib/use-refusal';
import { AUDIT_ENTRIES, useApiKeys } from '../api/use-keys';
import { CreateKeyForm } from './create-key-form';
import { KeyAuditLog } from './key-audit-log';
import { KeysList } from './keys-list';
import { NewKeySecret } from './new-key-secret';

const heading = 'text-2xl font-bold focus-visible:outline-3 focus-visible:outline-orange-700';

/** The keys view, for a key with keys:manage: the keys, a new one (its secret shown once), and the audit trail. */
export function KeysPage({
  signedInKeyId,
  onRefused,
}: {
  /** Null for the deprecated analytics token, which is no key of the list. */
  signedInKeyId: string | null;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const { count } = useFormats();
  const keys = useApiKeys();
  const refusal = useRefusal([keys.error], onRefused);
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const newKeyHeading = useRef<HTMLHeadingElement>(null);
  if (refusal) return null;

  // The secret's panel is gone: the keyboard goes back to the start of its section.
  const done = () => {
    setCreated(undefined);
    newKeyHeading.current?.focus();
  };

  return (
    <div className="mt-6 space-y-10">
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading" className={heading}>
          {t('insights.keys.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.keys.note')}</p>
        <div className="mt-3">
          {keys.data ? (
            <KeysList keys={keys.data.apiKeys} signedInKeyId={signedInKeyId} onRefused={onRefused} />
          ) : keys.loading ? (
            <Loading>{t('insights.keys.loading')}</Loading>
          ) : (
            <LoadFailed
              title={t('insights.keys.loadFailed')}
              message={keys.error?.message}
              onRetry={() => void keys.refetch()}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="new-key-heading">
        <h2 id="new-key-heading" ref={newKeyHeading} tabIndex={-1} className={heading}>
          {t('insights.keys.create.heading')}
        </h2>
        {created && <NewKeySecret key={created.secret} {...created} onDone={done} />}
        {keys.data && <CreateKeyForm scopes={keys.data.keyScopes} onCreated={setCreated} onRefused={onRefused} />}
      </section>

      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className={heading}>
          {t('insights.audit.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('insights.audit.note', { count: count(AUDIT_ENTRIES) })}</p>
        <KeyAuditLog keys={keys.data?.apiKeys ?? []} onRefused={onRefused} />
      </section>
    </div>
  );
}
