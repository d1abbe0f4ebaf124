import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../../platform/config/app-config';
import { KeyCache } from './key-cache';

export const REVOCATIONS_CHANNEL = 'tastetype:keys:revoked';

/**
 * With REDIS_URL, a revocation is broadcast: every replica forgets its cached keys at once instead of within
 * KEY_CACHE_MS. Without Redis, or while it is away, the cache's own expiry still bounds the delay.
 */
@Injectable()
export class KeyRevocations implements OnApplicationShutdown {
  private readonly logger = new Logger('KeyRevocations');
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;

  constructor(config: AppConfig, cache: KeyCache) {
    if (!config.REDIS_URL) return;
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: false };
    this.publisher = new Redis(config.REDIS_URL, options);
    // A subscribing connection may only subscribe: its own connection, which queues its SUBSCRIBE until ready.
    this.subscriber = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', () => undefined);
    void this.subscriber.subscribe(REVOCATIONS_CHANNEL).catch(() => undefined);
    this.subscriber.on('message', () => cache.clear());
  }

  /** Tells every replica; a Redis away is logged, and the cache's expiry takes over. */
  async broadcast(keyId: string): Promise<void> {
    await this.publisher
      ?.publish(REVOCATIONS_CHANNEL, keyId)
      .catch((error: Error) =>
        this.logger.warn(`A revocation was not broadcast (${error.message}): replicas see it within seconds`),
      );
  }

  onApplicationShutdown(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
