import { Injectable } from '@nestjs/common';
import { type StoredKey, ApiKeysRepository } from '../api-keys.repository';

/** How long a key read from the database is believed: a revocation reaches every replica within this, without Redis. */
export const KEY_CACHE_MS = 2_000;
/** Keys remembered at once; past it the oldest go, so many keys cost memory once and not forever. */
const MOST_KEYS = 10_000;

/**
 * Known keys by their SHA-256, read at most once per KEY_CACHE_MS per key and replica, so a request with a key
 * costs no query. Unknown keys are never remembered: guessing cannot fill it.
 */
@Injectable()
export class KeyCache {
  private readonly known = new Map<string, { readAt: number; key: Promise<StoredKey | undefined> }>();

  constructor(private readonly keys: ApiKeysRepository) {}

  find(secretSha256: Buffer, now = Date.now()): { key: Promise<StoredKey | undefined>; cached: boolean } {
    const hash = secretSha256.toString('base64');
    const entry = this.known.get(hash);
    if (entry && now - entry.readAt < KEY_CACHE_MS) return { key: entry.key, cached: true };
    const key = this.keys.bySecret(secretSha256);
    // Concurrent requests with one key share one read.
    this.known.set(hash, { readAt: now, key });
    key.then(
      (found) => {
        if (!found) this.known.delete(hash);
      },
      () => this.known.delete(hash),
    );
    if (this.known.size > MOST_KEYS) this.known.delete(this.known.keys().next().value as string);
    return { key, cached: false };
  }

  /** Forgets every key, so the next use of each is read again: a revocation elsewhere is seen at once. */
  clear(): void {
    this.known.clear();
  }
}
