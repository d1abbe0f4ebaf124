import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { KeyScope } from '../keys/key-scopes';

/** One signed-in person's session, as stored; its id is kept as a SHA-256, never as the cookie's value. */
export interface StoredSession {
  issuer: string;
  subject: string;
  displayName: string;
  providerSession: string | null;
  scopes: KeyScope[];
  /** Empty as stored from this release on (Sessions derives it); a session from before keeps its own. */
  csrfToken: string;
  idToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  endsAt: Date;
}

const COLUMNS = `issuer, subject, display_name AS "displayName", provider_session AS "providerSession", scopes,
  csrf_token AS "csrfToken", id_token AS "idToken", created_at AS "createdAt", last_seen_at AS "lastSeenAt",
  ends_at AS "endsAt"`;

/** All SQL over `analyst_sessions`. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(idHash: Buffer, session: Omit<StoredSession, 'csrfToken'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO analyst_sessions (id_hash, issuer, subject, display_name, provider_session, scopes, csrf_token,
         id_token, created_at, last_seen_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        idHash,
        session.issuer,
        session.subject,
        session.displayName,
        session.providerSession,
        session.scopes,
        // No CSRF token: Sessions derives it from the cookie. The column stays for the release before, which finds
        // it empty and refuses that session's changes rather than accepting them.
        '',
        session.idToken,
        session.createdAt,
        session.lastSeenAt,
        session.endsAt,
      ],
    );
  }

  async find(idHash: Buffer): Promise<StoredSession | undefined> {
    const rows: StoredSession[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM analyst_sessions WHERE id_hash = $1`,
      [idHash],
    );
    return rows[0];
  }

  async touch(idHash: Buffer, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE analyst_sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, at]);
  }

  /** Ends one session; answers what it held, for the sign-out at the provider. */
  async delete(idHash: Buffer): Promise<StoredSession | undefined> {
    const [rows]: [StoredSession[], number] = await this.dataSource.query(
      `DELETE FROM analyst_sessions WHERE id_hash = $1 RETURNING ${COLUMNS}`,
      [idHash],
    );
    return rows[0];
  }

  /**
   * The provider's back-channel logout: its session id when it sends one (and the person's sessions stored without
   * one, which no sid can name), else every session of the person.
   */
  async deleteAtProvider(issuer: string, by: { providerSession?: string; subject?: string }): Promise<number> {
    const [, count]: [unknown, number] = by.providerSession
      ? await this.dataSource.query(
          `DELETE FROM analyst_sessions WHERE issuer = $1 AND (
             (provider_session = $2 AND ($3::text IS NULL OR subject = $3))
             OR (provider_session IS NULL AND subject = $3))`,
          [issuer, by.providerSession, by.subject ?? null],
        )
      : await this.dataSource.query('DELETE FROM analyst_sessions WHERE issuer = $1 AND subject = $2', [
          issuer,
          by.subject,
        ]);
    return count;
  }

  async deleteEndedBefore(idleSince: Date, now: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM analyst_sessions WHERE ends_at <= $2 OR last_seen_at < $1', [
      idleSince,
      now,
    ]);
  }
}
