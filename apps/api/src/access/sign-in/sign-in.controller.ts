import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound, Unauthorized } from '../../platform/refusals/refusals';
import { csrfRefusal } from '../keys/checking/session-source';
import { AppConfig } from '../../platform/config/app-config';
import { IdentityProvider } from './identity-provider';
import { LogoutTokens } from './logout/logout-token';
import { LogoutTokensRepository } from './logout/logout-tokens.repository';
import { clearCookie, cookieOf, SESSION_COOKIE, setCookie, SIGN_IN_COOKIE } from './session-cookies';
import { Sessions } from './sessions';
import { SignInQuota } from './sign-in-quota';
import { ATTEMPT_MS, SignInFlow } from './sign-in-flow';

/**
 * Single sign-on as a backend-for-frontend: the browser holds only an opaque, HttpOnly session cookie; the
 * provider's tokens stay on the server. Pages ask /auth/session what to show. Not REST for clients: not in OpenAPI.
 */
@ApiExcludeController()
@Controller('auth')
export class SignInController {
  private logoutTokens?: LogoutTokens;
  private readonly siteOrigin?: string;

  constructor(
    private readonly provider: IdentityProvider,
    private readonly flow: SignInFlow,
    private readonly sessions: Sessions,
    private readonly takenTokens: LogoutTokensRepository,
    private readonly quota: SignInQuota,
    config: AppConfig,
  ) {
    this.siteOrigin = config.PUBLIC_URL && new URL(config.PUBLIC_URL).origin;
  }

  /** What the analysts' pages show: the provider's button, and who is signed in with which scopes. */
  @Get('session')
  @Header('cache-control', 'no-store')
  async session(@Req() req: FastifyRequest) {
    const secret = cookieOf(req, SESSION_COOKIE);
    const found = secret && this.provider.enabled ? await this.sessions.find(secret) : undefined;
    return {
      oidc: this.provider.facts(),
      session: found
        ? { name: found.displayName, scopes: found.scopes, csrfToken: found.csrfToken, expiresAt: found.endsAt }
        : null,
    };
  }

  @Get('oidc/login')
  @Header('cache-control', 'no-store')
  async login(
    @Query('returnTo') returnTo: unknown,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertEnabled();
    await this.quota.take(req.ip);
    const { url, state } = await this.flow.start(returnTo);
    setCookie(reply, SIGN_IN_COOKIE, state, ATTEMPT_MS / 1000);
    await reply.redirect(url, 302);
  }

  @Get('oidc/callback')
  @Header('cache-control', 'no-store')
  async callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.assertEnabled();
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const outcome = await this.flow.finish(query, cookieOf(req, SIGN_IN_COOKIE));
    clearCookie(reply, SIGN_IN_COOKIE);
    // Whoever signed in last on this browser is not the one signing in now, perhaps: their session ends.
    const previous = cookieOf(req, SESSION_COOKIE);
    if (previous) await this.sessions.end(previous);
    if ('refused' in outcome) {
      if (previous) clearCookie(reply, SESSION_COOKIE);
      await reply.redirect(`/insights?signIn=${outcome.refused}`, 303);
      return;
    }
    setCookie(reply, SESSION_COOKIE, outcome.session, this.sessions.maxAgeSeconds);
    await reply.redirect(outcome.returnTo, 303);
  }

  /** Ends the session here, then the page goes to the provider's sign-out (RP-initiated logout). */
  @Post('logout')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.assertEnabled();
    const secret = cookieOf(req, SESSION_COOKIE);
    const session = secret ? await this.sessions.find(secret) : undefined;
    if (!secret || !session) throw new Unauthorized('No one is signed in here');
    const forged = csrfRefusal(req, session.csrfToken, this.siteOrigin);
    if (forged) throw forged;
    await this.sessions.end(secret);
    clearCookie(reply, SESSION_COOKIE);
    return { location: this.flow.signOutUrl(session.idToken) };
  }

  /** The provider says a person signed out there: their sessions end on every replica. */
  @Post('oidc/backchannel-logout')
  @RouteConfig({ formBody: true })
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async backchannelLogout(@Body() body: Record<string, unknown> | undefined): Promise<void> {
    this.assertEnabled();
    const order = await this.tokens().read(body?.['logout_token']);
    await this.sessions.endAtProvider(this.provider.issuer, order);
  }

  private tokens(): LogoutTokens {
    const { jwks_uri } = this.provider.client.serverMetadata();
    if (!jwks_uri) throw new NotFound('The provider publishes no keys: back-channel logout cannot be checked');
    const issuer = this.provider.issuer;
    this.logoutTokens ??= new LogoutTokens(
      issuer,
      this.provider.client.clientMetadata().client_id,
      jwks_uri,
      (jti, forgetAfter) => this.takenTokens.takeOnce(issuer, jti, forgetAfter),
    );
    return this.logoutTokens;
  }

  private assertEnabled(): void {
    if (!this.provider.enabled) throw new NotFound('Single sign-on is not set up here (OIDC_ISSUER_URL)');
  }
}
