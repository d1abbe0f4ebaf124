import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { BearerToken } from '../../../platform/common/bearer-token';
import { AppConfig } from '../../../platform/config/app-config';
import { DEPRECATIONS } from '../../../platform/deprecation/deprecations';
import { DeprecationUses } from '../../../platform/deprecation/deprecation-uses';
import { Metrics } from '../../../platform/observability/metrics';
import { Forbidden, type Refusal, Unauthorized } from '../../../platform/refusals/refusals';
import type { StoredKey } from '../api-keys.repository';
import { KeyAudit } from '../audit/key-audit';
import { KeyCache } from './key-cache';
import { KeyFailures } from './key-failures';
import type { KeyHolder } from '../key-holder';
import type { KeyScope } from '../key-scopes';
import { isWellFormedKey, keyHash, looksLikeKey } from '../key-secret';
import { crossSiteRefusal, csrfRefusal, type SessionSource } from './session-source';

/** The settings that still act as keys, each with the scopes it always had. */
const DEPRECATED_TOKENS = [
  { setting: 'ANALYTICS_TOKEN', scopes: ['analytics:read', 'results:export'] },
  { setting: 'METRICS_TOKEN', scopes: ['metrics:read'] },
] as const;

const UNKNOWN_KEY = 'This key is not known to this server';
const NO_KEY = 'This needs a key: send the header Authorization: Bearer <key>';

type Identified = { holder: KeyHolder; session?: true } | { refusal: Refusal; holder?: KeyHolder; noKey?: true };

const holderOf = (key: StoredKey): KeyHolder => ({
  keyId: key.id,
  name: key.name,
  scopes: key.scopes,
  expiresAt: key.expiresAt,
});

/**
 * Who may do what: reads a request's `Authorization: Bearer <key>` once, refuses a missing, mistyped, unknown,
 * revoked or expired key (401) or one without the scope (403), and records every use of a known key in the trail.
 */
@Injectable()
export class KeyAccess implements OnApplicationBootstrap {
  private readonly logger = new Logger('Keys');
  private readonly tokens: { token: BearerToken; holder: KeyHolder & Required<Pick<KeyHolder, 'deprecated'>> }[];
  private readonly identified = new WeakMap<FastifyRequest, Promise<Identified>>();
  /** Requests already counted against their address's budget of refused keys: once each, however many fields. */
  private readonly counted = new WeakSet<FastifyRequest>();
  private readonly uses: Counter<'scope'>;
  private readonly siteOrigin?: string;
  private sessions?: SessionSource;

  constructor(
    config: AppConfig,
    private readonly cache: KeyCache,
    private readonly audit: KeyAudit,
    private readonly failures: KeyFailures,
    private readonly metrics: Metrics,
    deprecations: DeprecationUses,
  ) {
    this.siteOrigin = config.PUBLIC_URL && new URL(config.PUBLIC_URL).origin;
    this.tokens = DEPRECATED_TOKENS.filter(({ setting }) => config[setting]).map(({ setting, scopes }) => ({
      token: new BearerToken(config[setting]),
      holder: { keyId: null, name: setting, scopes, expiresAt: null, deprecated: DEPRECATIONS[setting] },
    }));
    deprecations.useHolderNames((req) => this.holderNameOf(req));
    this.uses = new Counter({
      name: 'tastetype_key_uses_total',
      help: 'Operations a key was let through for (as the audit trail counts them), by the scope they needed; none: a key alone',
      labelNames: ['scope'],
      registers: [metrics.registry],
    });
  }

  onApplicationBootstrap(): void {
    for (const { holder } of this.tokens) {
      const { removedIn, sunset } = holder.deprecated;
      this.logger.warn(
        `${holder.name} is deprecated, removed in ${removedIn} (not before ${sunset}): give each person or tool a key of its own (npm run keys -- create --name … --scopes ${holder.scopes.join(',')})`,
      );
    }
  }

  /** Sign-in's hook: a request without a key is then asked for its session. */
  useSessions(source: SessionSource): void {
    this.sessions = source;
  }

  /**
   * The request's key holder when it may run `operation` (with `scope`, when one is needed); else throws why not.
   * A session's request must come from this site's pages; `changes` (the operation writes) also needs its Origin
   * and CSRF token.
   */
  async authorize(req: FastifyRequest, operation: string, scope?: KeyScope, changes = false): Promise<KeyHolder> {
    let identified = this.identified.get(req);
    if (!identified) {
      identified = this.identify(req);
      this.identified.set(req, identified);
    }
    const found = await identified;
    if ('refusal' in found) {
      if (found.holder) this.audit.record(found.holder, operation, `denied: ${found.refusal.message}`);
      throw found.noKey ? found.refusal : await this.counting(req, found.refusal);
    }
    const forged = !('session' in found)
      ? undefined
      : changes
        ? csrfRefusal(req, found.holder.csrfToken, this.siteOrigin)
        : crossSiteRefusal(req, found.holder.csrfToken);
    if (forged) {
      this.audit.record(found.holder, operation, `denied: ${forged.message}`);
      throw forged;
    }
    if (scope && !found.holder.scopes.includes(scope)) {
      const refusal = new Forbidden(`This key lacks the scope ${scope}`);
      this.metrics.keyRefusals.inc({ reason: 'scope' });
      this.audit.record(found.holder, operation, `denied: lacks ${scope}`);
      throw await this.counting(req, refusal);
    }
    this.audit.record(found.holder, operation, 'allowed');
    this.uses.inc({ scope: scope ?? 'none' });
    return found.holder;
  }

  /** The holder of a request that a guard has let through. */
  async holderOf(req: FastifyRequest): Promise<KeyHolder> {
    const found = await this.identified.get(req);
    if (!found || 'refusal' in found) throw new Unauthorized(NO_KEY);
    return found.holder;
  }

  /** The name deprecated uses count under: the holder's as the audit trail names them, once a guard has read the key. */
  private async holderNameOf(req: FastifyRequest): Promise<string | undefined> {
    const found = await this.identified.get(req);
    return found && !('refusal' in found) ? (found.holder.auditName ?? found.holder.name) : undefined;
  }

  private async identify(req: FastifyRequest): Promise<Identified> {
    const authorization = req.headers.authorization;
    const [scheme, secret] = (authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !secret) {
      const session = await this.sessions?.(req);
      if (session && 'holder' in session) return { holder: session.holder, session: true };
      if (session) return { refusal: new Unauthorized(session.ended), noKey: true };
      return {
        refusal: new Unauthorized(NO_KEY),
        noKey: true,
      };
    }
    const token = this.tokens.find(({ token }) => token.matches(authorization));
    if (token) return { holder: token.holder };
    if (!looksLikeKey(secret) || !isWellFormedKey(secret)) {
      this.metrics.keyRefusals.inc({ reason: looksLikeKey(secret) ? 'mistyped' : 'unknown' });
      return {
        refusal: new Unauthorized(
          looksLikeKey(secret) ? 'This key is mistyped: its checksum does not match' : UNKNOWN_KEY,
        ),
      };
    }
    const { key: lookup, cached } = this.cache.find(keyHash(secret));
    // A key not seen lately may be a guess: an address past its budget of refused keys is refused before it is looked up.
    if (!cached) await this.failures.checkNotSpent(req.ip);
    const key = await lookup;
    if (!key) {
      this.metrics.keyRefusals.inc({ reason: 'unknown' });
      return { refusal: new Unauthorized(UNKNOWN_KEY) };
    }
    if (key.revokedAt) {
      this.metrics.keyRefusals.inc({ reason: 'revoked' });
      return { refusal: new Unauthorized('This key was revoked'), holder: holderOf(key) };
    }
    if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) {
      this.metrics.keyRefusals.inc({ reason: 'expired' });
      return {
        refusal: new Unauthorized(`This key expired on ${key.expiresAt.toISOString()}`),
        holder: holderOf(key),
      };
    }
    return { holder: holderOf(key) };
  }

  /** The refusal, or 429 once the address has had too many refused this minute. */
  private async counting(req: FastifyRequest, refusal: Refusal): Promise<Error> {
    if (this.counted.has(req)) return refusal;
    this.counted.add(req);
    try {
      await this.failures.take(req.ip);
      return refusal;
    } catch (tooMany) {
      return tooMany as Error;
    }
  }
}
