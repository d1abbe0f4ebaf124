import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Checks `Authorization: Bearer <token>` against one secret, in the same time for any wrong token. */
export class BearerToken {
  private readonly expected?: Buffer;

  constructor(secret: string | undefined) {
    this.expected = secret ? digest(secret) : undefined;
  }

  /** False when the server has no secret set: nothing is let through then. */
  get isSet(): boolean {
    return this.expected !== undefined;
  }

  matches(authorization: string | undefined): boolean {
    const [scheme, token] = (authorization ?? '').split(' ');
    // Hashing first gives equal lengths, so timingSafeEqual can compare any token.
    return (
      this.expected !== undefined && scheme === 'Bearer' && !!token && timingSafeEqual(digest(token), this.expected)
    );
  }
}
