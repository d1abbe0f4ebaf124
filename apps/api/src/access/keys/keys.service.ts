import { Injectable, Logger } from '@nestjs/common';
import { BadRequest } from '../../platform/refusals/refusals';
import { ApiKeysRepository, type StoredKey } from './api-keys.repository';
import { KeyAudit } from './audit/key-audit';
import { type AuditCount, type AuditFilter, KeyAuditRepository, madeEntry } from './audit/key-audit.repository';
import { KeyCache } from './checking/key-cache';
import { KeyRevocations } from './checking/key-revocations';
import type { KeyHolder } from './key-holder';
import { makerOf } from './key-maker';
import { makeKey, revokeKey } from './key-rules';

/** A new key as GraphQL asks for it: a number of days, or never (not both). */
interface KeyAsked {
  name: string;
  scopes: readonly string[];
  expiresInDays?: number | null;
  neverExpires?: boolean | null;
}

/** Keys managed over GraphQL: the same rules as the CLI's, then every replica told of a revocation. */
@Injectable()
export class KeysService {
  private readonly logger = new Logger('Keys');

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly cache: KeyCache,
    private readonly revocations: KeyRevocations,
    private readonly audit: KeyAudit,
    private readonly trail: KeyAuditRepository,
  ) {}

  /** Made by `holder`, within its scopes, and written in the trail under the new key. */
  async create({ name, scopes, expiresInDays, neverExpires }: KeyAsked, holder: KeyHolder) {
    if (neverExpires && expiresInDays !== undefined && expiresInDays !== null) {
      throw new BadRequest('Give expiresInDays or neverExpires, not both');
    }
    const makerKey = holder.keyId ? await this.keys.byId(holder.keyId) : undefined;
    const maker = makerOf(holder, makerKey && `key ${makerKey.name} (${makerKey.prefix}…)`);
    const expiry = neverExpires ? null : (expiresInDays ?? undefined);
    const made = await makeKey(this.keys, { name, scopes, expiresInDays: expiry }, maker);
    // The key is made and its secret must reach its maker: a trail away for a moment does not take it back.
    await this.trail
      .add([madeEntry(made.key)])
      .catch((error: Error) =>
        this.logger.warn(`Key ${made.key.id}'s making was not written in the trail: ${error.message}`),
      );
    return made;
  }

  /** With last uses as recent as this replica knows them. */
  async list(): Promise<StoredKey[]> {
    await this.audit.flush();
    return this.keys.list();
  }

  async revoke(idOrPrefix: string): Promise<StoredKey> {
    const key = await revokeKey(this.keys, idOrPrefix);
    await this.revoked(key.id);
    return key;
  }

  /** Every live key a person made, and the keys those made: answers those revoked now. */
  async revokeMadeBy(subject: string): Promise<StoredKey[]> {
    const keys = await this.keys.revokeMadeBy(subject);
    if (keys[0]) await this.revoked(keys[0].id);
    return keys;
  }

  async auditTrail(filter: AuditFilter): Promise<AuditCount[]> {
    if (filter.from && filter.to && filter.from > filter.to) throw new BadRequest('from must not be later than to');
    await this.audit.flush();
    return this.trail.find(filter);
  }

  /** A broadcast makes every replica forget all its cached keys: one serves for any number revoked at once. */
  private async revoked(keyId: string): Promise<void> {
    this.cache.clear();
    await this.revocations.broadcast(keyId);
  }
}
