import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** What a sign-in keeps between the redirect to the provider and its answer, found by its state. */
export interface SignInAttempt {
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  createdAt: Date;
}

/** All SQL over `sign_in_attempts`. */
@Injectable()
export class SignInAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(stateHash: Buffer, attempt: SignInAttempt): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sign_in_attempts (state_hash, nonce, code_verifier, return_to, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [stateHash, attempt.nonce, attempt.codeVerifier, attempt.returnTo, attempt.createdAt],
    );
  }

  /** Taken once: a callback replayed finds nothing. */
  async take(stateHash: Buffer): Promise<SignInAttempt | undefined> {
    const [rows]: [SignInAttempt[], number] = await this.dataSource.query(
      `DELETE FROM sign_in_attempts WHERE state_hash = $1
       RETURNING nonce, code_verifier AS "codeVerifier", return_to AS "returnTo", created_at AS "createdAt"`,
      [stateHash],
    );
    return rows[0];
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM sign_in_attempts WHERE created_at < $1', [before]);
  }
}
