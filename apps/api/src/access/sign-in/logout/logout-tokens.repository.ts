import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** All SQL over `logout_tokens_taken`: the logout tokens already taken, shared by every replica. */
@Injectable()
export class LogoutTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True the first time a token is taken, false for a replay (here or on another replica). */
  async takeOnce(issuer: string, jti: string, forgetAfter: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO logout_tokens_taken (issuer, jti, forget_after) VALUES ($1, $2, $3)
       ON CONFLICT (issuer, jti) DO NOTHING RETURNING 1 AS taken`,
      [issuer, jti, forgetAfter],
    );
    return rows.length === 1;
  }

  async deleteForgottenBefore(now: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM logout_tokens_taken WHERE forget_after < $1', [now]);
  }
}
