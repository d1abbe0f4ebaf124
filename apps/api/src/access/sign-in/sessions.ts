import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@tastetype/quiz-domain';
import { AppConfig } from '../../platform/config/app-config';
import type { SessionLookup } from '../keys/checking/session-source';
import type { KeyHolder } from '../keys/key-holder';
import { SessionClock } from './session-clock';
import { cookieOf, SESSION_COOKIE } from './session-cookies';
import { SessionsRepository, type StoredSession } from './sessions.repository';

/** A session read this recently is believed without asking the database: a sign-out elsewhere shows within it. */
const BELIEVED_MS = 500;
/** Sessions believed at once on a replica; past it the oldest go (read again when next used), so memory is bounded. */
export const MOST_BELIEVED = 1_000;
/** How stale the last-seen time may get before it is written again: one write a minute, not one per request. */
const TOUCH_EVERY_MS = MINUTE_MS;

export const secretHash = (secret: string): Buffer => createHash('sha256').update(secret).digest();
const randomSecret = () => randomBytes(32).toString('base64url');
/** A session's CSRF token, derived from its cookie so that no table or export holds it; the id's hash tells nothing of it. */
const csrfTokenOf = (secret: string) => createHmac('sha256', secret).update('csrf token').digest('base64url');
/** A stored row with its CSRF token: a session from before this release keeps the one stored with it. */
const withCsrf = (row: StoredSession | undefined, secret: string): StoredSession | undefined =>
  row && { ...row, csrfToken: row.csrfToken || csrfTokenOf(secret) };

export type Person = Pick<
  StoredSession,
  'issuer' | 'subject' | 'displayName' | 'providerSession' | 'scopes' | 'idToken'
>;

/** Signed-in people's sessions: opened at sign-in, ended by sign-out, idleness, their age or the provider. */
@Injectable()
export class Sessions {
  private readonly logger = new Logger('Sessions');
  private readonly believed = new Map<string, { session: StoredSession; readAt: number }>();
  private readonly idleMs: number;
  private readonly maxMs: number;

  constructor(
    config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly clock: SessionClock,
  ) {
    this.idleMs = config.SESSION_IDLE_MINUTES * MINUTE_MS;
    this.maxMs = config.SESSION_MAX_HOURS * HOUR_MS;
  }

  get maxAgeSeconds(): number {
    return this.maxMs / 1000;
  }

  /** A new session, with a new id: never one the browser brought (session fixation). Answers the cookie's value. */
  async open(person: Person): Promise<string> {
    const secret = randomSecret();
    const now = this.clock.now();
    await this.sessions.insert(secretHash(secret), {
      ...person,
      createdAt: now,
      lastSeenAt: now,
      endsAt: new Date(now.getTime() + this.maxMs),
    });
    return secret;
  }

  /** The hook keys ask: the person a request's cookie holds, or why their session is over. */
  readonly lookup = async (req: FastifyRequest): Promise<SessionLookup> => {
    const secret = cookieOf(req, SESSION_COOKIE);
    if (!secret) return undefined;
    const session = await this.find(secret);
    return session ? { holder: holderOf(session) } : { ended: 'Your session has ended: sign in again' };
  };

  /** The live session a cookie names; one idle or past its age is ended here and now. */
  async find(secret: string): Promise<StoredSession | undefined> {
    const hash = secretHash(secret);
    const key = hash.toString('hex');
    const now = this.clock.now().getTime();
    const known = this.believed.get(key);
    const session =
      known && now - known.readAt < BELIEVED_MS ? known.session : withCsrf(await this.sessions.find(hash), secret);
    if (!session) {
      this.believed.delete(key);
      return undefined;
    }
    if (now >= session.endsAt.getTime() || now - session.lastSeenAt.getTime() >= this.idleMs) {
      this.believed.delete(key);
      await this.sessions.delete(hash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      session.lastSeenAt = new Date(now);
      // Awaited, once a minute at most: the next request, perhaps on another replica, must see it.
      await this.sessions.touch(hash, session.lastSeenAt).catch((error: Error) => {
        this.logger.warn(`A session's last use was not written (${error.message}): it may end early`);
      });
    }
    if (!known || known.session !== session) this.believe(key, session, now);
    return session;
  }

  private believe(key: string, session: StoredSession, now: number): void {
    this.believed.delete(key);
    this.believed.set(key, { session, readAt: now });
    // A Map keeps insertion order: the first key is the one read longest ago.
    if (this.believed.size > MOST_BELIEVED) this.believed.delete(this.believed.keys().next().value as string);
  }

  async end(secret: string): Promise<StoredSession | undefined> {
    const hash = secretHash(secret);
    this.believed.delete(hash.toString('hex'));
    return this.sessions.delete(hash);
  }

  /** The provider's back-channel logout: ends the person's sessions here, and on other replicas within BELIEVED_MS. */
  async endAtProvider(issuer: string, by: { providerSession?: string; subject?: string }): Promise<number> {
    this.believed.clear();
    return this.sessions.deleteAtProvider(issuer, by);
  }

  /** Hourly: the ended ones go, so the table holds only live sessions. */
  async deleteEnded(): Promise<void> {
    const now = this.clock.now();
    await this.sessions.deleteEndedBefore(new Date(now.getTime() - this.idleMs), now);
  }
}

function holderOf(session: StoredSession): KeyHolder {
  return {
    keyId: null,
    name: session.displayName,
    scopes: session.scopes,
    expiresAt: session.endsAt,
    auditName: auditNameOf(session),
    person: { issuer: session.issuer, subject: session.subject },
    csrfToken: session.csrfToken,
  };
}

/** The trail's name for a person: never an e-mail address (a name that falls back to one), only issuer and subject then. */
function auditNameOf({ displayName, issuer, subject }: StoredSession): string {
  const person = `${issuer} ${subject}`;
  return displayName.includes('@') || displayName === subject ? person : `${displayName} (${person})`;
}
