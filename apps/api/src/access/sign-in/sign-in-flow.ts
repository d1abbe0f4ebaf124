import { Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { MINUTE_MS, splitLocalePath } from '@tastetype/quiz-domain';
import { AppConfig } from '../../platform/config/app-config';
import { BadRequest } from '../../platform/refusals/refusals';
import { groupsOf, scopesOf } from './group-scopes';
import { IdentityProvider } from './identity-provider';
import { SessionClock } from './session-clock';
import { secretHash, Sessions } from './sessions';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';

/** How long a person has at the provider between leaving and coming back. */
export const ATTEMPT_MS = 10 * MINUTE_MS;

/** Why a sign-in ended without a session, as the page's address says it: the page explains each. */
export type SignInRefusal = 'no-scope' | 'domain' | 'failed';

export type SignInOutcome = { session: string; returnTo: string } | { refused: SignInRefusal; returnTo: string };

const HOME = '/insights';
const hasControl = (text: string) => [...text].some((char) => char < ' ' || char === '\u007f');
/** Only resolves a path: any address that leaves it (`//host`, a scheme) is no page of this site. */
const HERE = 'http://here.invalid';

/**
 * Only a page of this site, and only the analysts' ones (in any of the site's languages) or the IDE: never another
 * host (an open redirect), never a path reached through `..`, never a control character a Location cannot carry.
 */
export function safeReturnTo(asked: unknown): string {
  if (typeof asked !== 'string' || !asked.startsWith('/') || asked.includes('\\') || hasControl(asked)) return HOME;
  const url = URL.parse(asked, HERE);
  if (url?.origin !== HERE) return HOME;
  const { path } = splitLocalePath(url.pathname);
  return /^\/(insights|graphql)(\/|$)/.test(path) ? url.pathname + url.search + url.hash : HOME;
}

/** The authorization code flow with PKCE (S256), state and nonce, as a confidential client; the tokens stay here. */
@Injectable()
export class SignInFlow {
  private readonly logger = new Logger('SignIn');
  private readonly allowedDomains: string[];

  constructor(
    private readonly config: AppConfig,
    private readonly provider: IdentityProvider,
    private readonly attempts: SignInAttemptsRepository,
    private readonly sessions: Sessions,
    private readonly clock: SessionClock,
  ) {
    this.allowedDomains = (config.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .filter(Boolean)
      .map((d) => d.toLowerCase());
  }

  /** Where to send the browser, and the state its cookie keeps to prove the answer comes back to it. */
  async start(returnTo: unknown): Promise<{ url: string; state: string }> {
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.attempts.insert(secretHash(state), {
      nonce,
      codeVerifier,
      returnTo: safeReturnTo(returnTo),
      createdAt: this.clock.now(),
    });
    const url = oidc.buildAuthorizationUrl(this.provider.client, {
      redirect_uri: this.provider.callbackUrl,
      scope: this.config.OIDC_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /** The provider's answer: a session for a person whose groups map to a scope; nothing stored for anyone else. */
  async finish(query: string, cookieState: string | undefined): Promise<SignInOutcome> {
    const given = new URLSearchParams(query).get('state');
    if (!cookieState || given !== cookieState) {
      throw new BadRequest('This sign-in was not started in this browser: start again from /insights');
    }
    const attempt = await this.attempts.take(secretHash(cookieState));
    if (!attempt || this.clock.now().getTime() - attempt.createdAt.getTime() > ATTEMPT_MS) {
      throw new BadRequest('This sign-in has expired or was already used: start again from /insights');
    }
    const { returnTo } = attempt;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(
        this.provider.client,
        new URL(`${this.provider.callbackUrl}?${query}`),
        {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: cookieState,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        },
      );
    } catch (error) {
      this.logger.warn(`A sign-in failed at the provider: ${(error as Error).message}`);
      return { refused: 'failed', returnTo };
    }
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) return { refused: 'failed', returnTo };
    if (!this.domainAllowed(claims)) return { refused: 'domain', returnTo };
    const groups = groupsOf(claims[this.config.OIDC_GROUPS_CLAIM], (why) =>
      this.logger.warn(`A sign-in's ${this.config.OIDC_GROUPS_CLAIM} claim was read in part: ${why}`),
    );
    const scopes = scopesOf(groups, this.provider.groupScopes);
    if (scopes.length === 0) return { refused: 'no-scope', returnTo };
    const displayName = [claims['name'], claims['preferred_username'], claims['email'], claims.sub].find(
      (value): value is string => typeof value === 'string' && value !== '',
    ) as string;
    const session = await this.sessions.open({
      issuer: claims.iss,
      subject: claims.sub,
      displayName,
      providerSession: typeof claims['sid'] === 'string' ? claims['sid'] : null,
      scopes,
      idToken: tokens.id_token,
    });
    return { session, returnTo };
  }

  private domainAllowed(claims: oidc.IDToken): boolean {
    if (this.allowedDomains.length === 0) return true;
    const email = claims['email'];
    if (typeof email !== 'string' || claims['email_verified'] !== true) return false;
    return this.allowedDomains.includes(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
  }

  /** The provider's sign-out page for this session (RP-initiated logout), or the site's own when it has none. */
  signOutUrl(idToken: string): string {
    const back = `${this.config.PUBLIC_URL ?? ''}/insights`;
    if (!this.provider.client.serverMetadata().end_session_endpoint) return back;
    return oidc.buildEndSessionUrl(this.provider.client, { id_token_hint: idToken, post_logout_redirect_uri: back })
      .href;
  }
}
