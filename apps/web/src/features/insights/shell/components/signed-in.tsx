import { lazy, Suspense, useCallback, useState } from 'react';
import { useCurrentKey } from '../api/use-current-key';
import { useInsightsT } from '../../shared/insights-messages';
import { INSIGHTS_VIEWS, type InsightsView, VIEW_SCOPES } from '../lib/insights-view';
import type { Refusal } from '../../shared/lib/refusal';
import { useRefusal } from '../../shared/lib/use-refusal';
import { InsightsDashboard } from '../../dashboard/components/insights-dashboard';
import { InsightsNav } from './insights-nav';
import { Loading, LoadFailed } from '../../shared/components/load-states';
import { PageHeading } from '../../shared/components/page-heading';
import { ScopeMissing } from './scope-missing';
import { SignedInAs } from './signed-in-as';
import type { Credential } from '../../shared/api/credential';
import type { SignOut } from '../lib/use-session-sign-out';

// Only keys with keys:manage open it: the others never download it.
const KeysPage = lazy(async () => ({ default: (await import('../../keys/components/keys-page')).KeysPage }));
// The same for webhooks:manage.
const WebhooksPage = lazy(async () => ({
  default: (await import('../../webhooks/components/webhooks-page')).WebhooksPage,
}));

/** A person signed in through the provider, and whom they ask for a scope they lack. */
interface Person {
  name: string;
  scopes: string[];
  contact: string | null;
}

/**
 * A signed-in analyst: who the key (or person) is, then the view the address names if their scopes open it.
 * A credential the server refuses ends the sign-in (`onRefused`); a missing scope is said in place of the view.
 */
export function SignedIn({
  view,
  credential,
  person,
  signOut,
  onRefused,
}: {
  view: InsightsView;
  credential: Credential;
  person?: Person;
  signOut: SignOut;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = useInsightsT();
  const current = useCurrentKey();
  const holder = current.data?.currentKey;
  const refusal = useRefusal([current.error], onRefused);
  // A view's queries refused for their scope (the key's scopes said otherwise): that view says so instead.
  const [scopeRefused, setScopeRefused] = useState<Partial<Record<InsightsView, true>>>({});
  const refused = useCallback(
    (why: Refusal) => {
      if (why.kind === 'wrong-key') onRefused(why);
      else setScopeRefused((views) => ({ ...views, [view]: true }));
    },
    [onRefused, view],
  );

  const may = (shown: InsightsView) => !!holder?.scopes.includes(VIEW_SCOPES[shown]) && !scopeRefused[shown];
  // The figures, and each other view the key's scopes open; no links at all when only the figures are left.
  const offered = INSIGHTS_VIEWS.filter((shown) => shown === 'figures' || holder?.scopes.includes(VIEW_SCOPES[shown]));
  return (
    <>
      <PageHeading
        aside={
          <SignedInAs
            name={holder?.name ?? person?.name}
            personScopes={person && (holder?.scopes ?? person.scopes)}
            signOut={signOut}
          />
        }
      />
      {current.loading && (
        <div className="mt-6">
          <Loading>{t(person ? 'insights.session.checking' : 'insights.key.checking')}</Loading>
        </div>
      )}
      {current.error && !refusal && (
        <div className="mt-6">
          <LoadFailed
            title={t(person ? 'insights.session.checkFailed' : 'insights.key.checkFailed')}
            message={current.error.message}
            onRetry={() => void current.refetch()}
          />
        </div>
      )}
      {holder && (
        <>
          {offered.length > 1 && <InsightsNav view={view} offered={offered} />}
          {!may(view) ? (
            <ScopeMissing view={view} scopes={holder.scopes} person={person} />
          ) : view === 'keys' ? (
            <Suspense fallback={<Loading>{t('insights.keys.loading')}</Loading>}>
              <KeysPage signedInKeyId={holder.keyId} heldScopes={holder.scopes} onRefused={refused} />
            </Suspense>
          ) : view === 'webhooks' ? (
            <Suspense fallback={<Loading>{t('insights.webhooks.loading')}</Loading>}>
              <WebhooksPage onRefused={refused} />
            </Suspense>
          ) : (
            <InsightsDashboard credential={credential} onRefused={refused} />
          )}
        </>
      )}
    </>
  );
}
