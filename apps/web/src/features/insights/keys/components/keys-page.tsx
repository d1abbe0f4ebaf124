import { useRef, useState } from 'react';
import { Answered } from '../../shared/components/load-states';
import { OneTimeSecret } from '../../shared/components/one-time-secret';
import { ViewSection } from '../../shared/components/view-section';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import { useFormats } from '../../shared/lib/use-formats';
import { useRefusal } from '../../shared/lib/use-refusal';
import { AUDIT_ENTRIES, useApiKeys } from '../api/use-keys';
import { CreateKeyForm } from './create-key-form';
import { KeyAuditLog } from './key-audit-log';
import { KeysList } from './keys-list';

/** The keys view, for a key with keys:manage: the keys, a new one (its secret shown once), and the audit trail. */
export function KeysPage({
  signedInKeyId,
  heldScopes,
  onRefused,
}: {
  /** Null for the deprecated analytics token, which is no key of the list. */
  signedInKeyId: string | null;
  /** The signed-in key's or person's scopes: a new key may get only these. */
  heldScopes: readonly string[];
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
      <ViewSection heading={t('insights.keys.heading')} note={t('insights.keys.note')}>
        <div className="mt-3">
          <Answered query={keys} loading={t('insights.keys.loading')} failed={t('insights.keys.loadFailed')}>
            {({ apiKeys }) => <KeysList keys={apiKeys} signedInKeyId={signedInKeyId} onRefused={onRefused} />}
          </Answered>
        </div>
      </ViewSection>

      <ViewSection heading={t('insights.keys.create.heading')} headingRef={newKeyHeading}>
        {created && (
          <OneTimeSecret
            key={created.secret}
            secret={created.secret}
            texts={{
              heading: t('insights.keys.secret.heading', { name: created.name }),
              warning: t('insights.keys.secret.warning'),
              label: t('insights.keys.secret.label'),
              copy: t('insights.keys.secret.copy'),
              copied: t('insights.keys.secret.copied'),
              copyFailed: t('insights.keys.secret.copyFailed'),
              done: t('insights.keys.secret.done'),
            }}
            onDone={done}
          />
        )}
        {keys.data && (
          <CreateKeyForm
            scopes={keys.data.keyScopes.filter((scope) => heldScopes.includes(scope))}
            onCreated={setCreated}
            onRefused={onRefused}
          />
        )}
      </ViewSection>

      <ViewSection
        heading={t('insights.audit.heading')}
        note={t('insights.audit.note', { count: count(AUDIT_ENTRIES) })}
      >
        <KeyAuditLog keys={keys.data?.apiKeys ?? []} onRefused={onRefused} />
      </ViewSection>
    </div>
  );
}
