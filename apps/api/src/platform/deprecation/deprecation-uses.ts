import { MINUTE_MS } from '@tastetype/quiz-domain';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { Metrics } from '../observability/metrics';
import { DeprecationClock } from './deprecation-clock';
import { type Deprecation, deprecationHeaders, deprecationOf } from './deprecations';

/** The hook keys fill: the name of a request's key holder as the audit trail names them; undefined when none is known. */
export type HolderNames = (req: FastifyRequest) => Promise<string | undefined>;

/** The key of a use whose holder is not known: none was sent, it was refused, or nothing asked for needed one. */
export const ANONYMOUS = 'anonymous';

/**
 * Counts each use of something deprecated, by what and by key, in `tastetype_deprecated_uses_total`, and
 * logs it at most once a minute per what and key, with the uses since the last line: operators see who still uses it.
 */
@Injectable()
export class DeprecationUses {
  private readonly logger = new Logger('Deprecations');
  private readonly uses: Counter<'what' | 'key'>;
  /** Per what and key: when its last line was written, and the uses since. */
  private readonly lines = new Map<string, { at: number; uses: number }>();
  /** Requests whose token is counted already: GraphQL checks the key once per field. */
  private readonly tokenCounted = new WeakSet<FastifyRequest>();
  private readonly headers = new Map<string, Record<string, string>>();
  private holderNames: HolderNames = () => Promise.resolve(undefined);

  constructor(
    metrics: Metrics,
    private readonly clock: DeprecationClock,
  ) {
    this.uses = new Counter({
      name: 'tastetype_deprecated_uses_total',
      help: 'Uses of deprecated GraphQL fields, arguments and values and of deprecated tokens, by what and by the key holder (anonymous: none known)',
      labelNames: ['what', 'key'],
      registers: [metrics.registry],
    });
  }

  /** Keys' hook: the room above names the holders. */
  useHolderNames(source: HolderNames): void {
    this.holderNames = source;
  }

  /** The name a request's uses are counted under. */
  async holderOf(req: FastifyRequest): Promise<string> {
    try {
      return (await this.holderNames(req)) ?? ANONYMOUS;
    } catch {
      // A request refused before its key was read (429) has no holder to name.
      return ANONYMOUS;
    }
  }

  /** One use of `what` by `key`. */
  count(what: string, key: string): void {
    this.uses.inc({ what, key });
    const pair = `${what}\n${key}`;
    const now = this.clock.now();
    const line = this.lines.get(pair);
    if (line && now - line.at < MINUTE_MS) {
      line.uses += 1;
      return;
    }
    const uses = (line?.uses ?? 0) + 1;
    this.lines.set(pair, { at: now, uses: 0 });
    const { removedIn, sunset } = deprecationOf(what) ?? {};
    this.logger.warn(
      { deprecated: what, key, uses, removedIn, sunset },
      `${what} is deprecated (removed in ${removedIn ?? 'a later release'}): ${key} used it ${uses === 1 ? 'once' : `${uses} times`} since the last line`,
    );
  }

  /** A deprecated token let a request through: its answer says when the token goes, and the request counts once. */
  tokenUsed(req: FastifyRequest, reply: FastifyReply | undefined, deprecation: Deprecation): void {
    let headers = this.headers.get(deprecation.what);
    if (!headers) this.headers.set(deprecation.what, (headers = deprecationHeaders(deprecation)));
    reply?.headers(headers);
    if (this.tokenCounted.has(req)) return;
    this.tokenCounted.add(req);
    this.count(deprecation.what, deprecation.what);
  }
}
