import { createRemoteJWKSet, jwtVerify } from 'jose';
import { BadRequest } from '../../platform/refusals/refusals';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Whose sessions a provider's logout token ends: its session id, its subject, or both. */
export interface LogoutOrder {
  providerSession?: string;
  subject?: string;
}

/**
 * OpenID Connect Back-Channel Logout 1.0, section 2.6: a JWT signed with the provider's keys, for this client,
 * fresh, carrying the logout event and a `sid` or `sub`, and never a `nonce` (so an ID token cannot pass for one).
 * The signature and claims are checked by `jose`; the spec's own rules are the few lines below.
 */
export class LogoutTokens {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    jwksUri: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUri));
  }

  async read(token: unknown): Promise<LogoutOrder> {
    if (typeof token !== 'string' || token === '') throw new BadRequest('A back-channel logout needs logout_token');
    const { payload } = await jwtVerify(token, this.keys, {
      issuer: this.issuer,
      audience: this.clientId,
      requiredClaims: ['iat', 'jti', 'events'],
      maxTokenAge: '5 minutes',
    }).catch((error: Error) => {
      throw new BadRequest(`This logout token is refused: ${error.message}`);
    });
    const events = payload['events'] as Record<string, unknown> | undefined;
    if (typeof events?.[LOGOUT_EVENT] !== 'object') throw new BadRequest('This logout token has no logout event');
    if ('nonce' in payload) throw new BadRequest('A logout token must not carry a nonce');
    const providerSession = typeof payload['sid'] === 'string' ? payload['sid'] : undefined;
    if (!providerSession && !payload.sub) throw new BadRequest('A logout token must name a sid or a sub');
    return { providerSession, subject: payload.sub };
  }
}
