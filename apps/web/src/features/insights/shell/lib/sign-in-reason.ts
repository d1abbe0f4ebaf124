import type { InsightsMessage } from '../../shared/insights-messages';

/** Why the server refused a sign-in, as it names it in `/insights?signIn=…`. */
export type SignInReason = 'no-scope' | 'domain' | 'failed';

/** The address's parameter that carries it. */
export const SIGN_IN_PARAM = 'signIn';

/** The reason an address names; any other value is a failure all the same (the server sent the person back). */
export function signInReasonOf(params: URLSearchParams): SignInReason | undefined {
  const named = params.get(SIGN_IN_PARAM);
  if (named === null) return undefined;
  return named === 'no-scope' || named === 'domain' ? named : 'failed';
}

/** What the person reads for each reason. */
export const SIGN_IN_MESSAGES = {
  'no-scope': 'insights.signIn.noScope',
  domain: 'insights.signIn.domain',
  failed: 'insights.signIn.failed',
} as const satisfies Record<SignInReason, InsightsMessage>;

/** Only someone can fix these two: the page says whom to ask. */
export const asksSomeone = (reason: SignInReason) => reason !== 'failed';

/**
 * The provider's sign-in, coming back to this very page: its path and query, without a refusal of an earlier attempt
 * (the page would otherwise say it again once signed in).
 */
export function loginHref(loginUrl: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  let kept = search;
  if (params.has(SIGN_IN_PARAM)) {
    params.delete(SIGN_IN_PARAM);
    kept = params.size ? `?${params}` : '';
  }
  const returnTo = pathname + kept;
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}
