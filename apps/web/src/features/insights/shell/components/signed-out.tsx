import { useState } from 'react';
import { TokenForm } from '../../shared/components/token-form';
import { useInsightsT } from '../../shared/insights-messages';
import type { Refusal } from '../../shared/lib/refusal';
import type { OidcSetup } from '../api/auth-session';
import type { SignInFocus } from '../lib/use-sign-in';
import { SsoSignIn } from './sso-sign-in';

/**
 * The ways in: the key form alone without single sign-on (as before it); with it, the provider first and the key
 * form folded beneath as the second way, or not at all when the provider is the only one.
 */
export function SignedOut({
  oidc,
  refusal,
  ended,
  focus,
  autoLeave,
  onKey,
}: {
  oidc: OidcSetup | null;
  refusal?: Refusal;
  ended: boolean;
  focus: SignInFocus;
  autoLeave: boolean;
  onKey: (token: string) => void;
}) {
  const t = useInsightsT();
  // Open whenever the key is what the person was last using: its refusal, or the field to type the next one.
  const [keyOpen, setKeyOpen] = useState(focus === 'key' || !!refusal);
  const tokenForm = <TokenForm refusal={refusal} focusOnShow={focus === 'key'} onSubmit={onKey} />;
  if (!oidc) return tokenForm;
  return (
    <>
      <SsoSignIn oidc={oidc} ended={ended} autoLeave={autoLeave} focusOnShow={focus === 'provider'} />
      {!oidc.only && (
        <details open={keyOpen} onToggle={(event) => setKeyOpen(event.currentTarget.open)} className="mt-6 max-w-xl">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-orange-800 focus-visible:outline-3 focus-visible:outline-orange-700">
            {t('insights.sso.orKey')}
          </summary>
          {tokenForm}
        </details>
      )}
    </>
  );
}
