import { MINUTE_MS } from '@tastetype/quiz-domain';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { BadRequest } from '../../../platform/refusals/refusals';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const MAX_AGE_MS = 5 * MINUTE_MS;
/** Replicas' clocks differ a little: a token is remembered this much past the moment it would be refused. */
const CLOCK_MARGIN_MS = MINUTE_MS;

/** Whose sessions a provider's logout token ends: its session id, its subject, or both. */
export interface LogoutOrder {
  providerSession?: string;
  subject?: string;
}

/** Takes a token's jti once, remembered until `forgetAfter`: false when it was taken before. */
type TakeOnce = (jti: string, forgetAfter: Date) => Promise<boolean>;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** RFC 8725: a media type, with its `application/` prefix optional and its case free. */
const isLogoutType = (typ: string) => typ.toLowerCase().replace(/^application\//, '') === 'logout+jwt';

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
    private readonly takeOnce: TakeOnce,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUri));
  }

  async read(token: unknown): Promise<LogoutOrder> {
    if (typeof token !== 'string' || token === '') throw new BadRequest('A back-channel logout needs logout_token');
    const { payload, protectedHeader } = await jwtVerify(token, this.keys, {
      issuer: this.issuer,
      audience: this.clientId,
      requiredClaims: ['iat', 'exp', 'jti', 'events'],
      maxTokenAge: MAX_AGE_MS / 1000,
    }).catch((error: Error) => {
      throw new BadRequest(`This logout token is refused: ${error.message}`);
    });
    if (protectedHeader.typ !== undefined && !isLogoutType(protectedHeader.typ)) {
      throw new BadRequest('This logout token is refused: its typ is not logout+jwt');
    }
    const events = payload['events'];
    if (!isObject(events) || !isObject((events as Record<string, unknown>)[LOGOUT_EVENT])) {
      throw new BadRequest('This logout token has no logout event');
    }
    if ('nonce' in payload) throw new BadRequest('A logout token must not carry a nonce');
    const providerSession = typeof payload['sid'] === 'string' ? payload['sid'] : undefined;
    if (!providerSession && !payload.sub) throw new BadRequest('A logout token must name a sid or a sub');
    // After it would be refused as expired or too old, a replay is refused by those checks instead.
    const refusedAfter = Math.min((payload.exp as number) * 1000, (payload.iat as number) * 1000 + MAX_AGE_MS);
    if (!(await this.takeOnce(String(payload.jti), new Date(refusedAfter + CLOCK_MARGIN_MS)))) {
      throw new BadRequest('This logout token was already used');
    }
    return { providerSession, subject: payload.sub };
  }
}
