import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useInsightsT } from '../../shared/insights-messages';
import type { OidcSetup } from '../api/auth-session';
import { browserPage } from '../lib/leave-page';
import { SIGN_IN_MESSAGES, asksSomeone, loginHref, signInReasonOf } from '../lib/sign-in-reason';
import { AskForAccess } from './ask-for-access';

/**
 * Signing in with the company's identity provider: a plain link, since the provider's round trip is a full page away,
 * back to this very address. Says why the last attempt was refused, or that the session ended.
 */
export function SsoSignIn({
  oidc,
  ended,
  autoLeave,
  focusOnShow,
}: {
  oidc: OidcSetup;
  /** The server ended the session this page was using. */
  ended: boolean;
  /** Go to the provider at once (autoLogin, for someone who arrived signed out). */
  autoLeave: boolean;
  focusOnShow: boolean;
}) {
  const t = useInsightsT();
  const { pathname, search } = useLocation();
  const reason = signInReasonOf(new URLSearchParams(search));
  const href = loginHref(oidc.loginUrl, pathname, search);
  // Never with a refusal in the address: the provider would send the person straight back, again and again.
  const leaving = autoLeave && !reason;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (leaving) browserPage.leaveFor(href, true);
  }, [leaving, href]);
  useEffect(() => {
    if (focusOnShow) link.current?.focus();
  }, [focusOnShow]);

  const provider = oidc.provider;
  return (
    <Card className="mt-6 max-w-xl">
      {(ended || reason) && (
        <div role="alert" className="mb-5 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">
            {ended ? t('insights.session.ended') : reason && t(SIGN_IN_MESSAGES[reason], { provider })}
          </p>
          {!ended && reason && asksSomeone(reason) && <AskForAccess contact={oidc.contact} className="mt-1" />}
        </div>
      )}
      <p role={leaving ? 'status' : undefined} className="text-stone-800">
        {t(leaving ? 'insights.sso.leaving' : 'insights.sso.intro', { provider })}
      </p>
      <a ref={link} href={href} className={buttonClass('primary', 'mt-4')}>
        {t('insights.sso.signIn', { provider })}
      </a>
    </Card>
  );
}
