import { Injectable } from '@nestjs/common';
import { BadRequest } from '../../platform/refusals/refusals';
import { ApiKeysRepository, type StoredKey } from './api-keys.repository';
import { KeyAudit } from './audit/key-audit';
import { type AuditCount, type AuditFilter, KeyAuditRepository } from './audit/key-audit.repository';
import { KeyCache } from './checking/key-cache';
import { KeyRevocations } from './checking/key-revocations';
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
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly cache: KeyCache,
    private readonly revocations: KeyRevocations,
    private readonly audit: KeyAudit,
    private readonly trail: KeyAuditRepository,
  ) {}

  create({ name, scopes, expiresInDays, neverExpires }: KeyAsked) {
    if (neverExpires && expiresInDays !== undefined && expiresInDays !== null) {
      throw new BadRequest('Give expiresInDays or neverExpires, not both');
    }
    return makeKey(this.keys, { name, scopes, expiresInDays: neverExpires ? null : (expiresInDays ?? undefined) });
  }

  /** With last uses as recent as this replica knows them. */
  async list(): Promise<StoredKey[]> {
    await this.audit.flush();
    return this.keys.list();
  }

  async revoke(idOrPrefix: string): Promise<StoredKey> {
    const key = await revokeKey(this.keys, idOrPrefix);
    this.cache.clear();
    await this.revocations.broadcast(key.id);
    return key;
  }

  async auditTrail(filter: AuditFilter): Promise<AuditCount[]> {
    if (filter.from && filter.to && filter.from > filter.to) throw new BadRequest('from must not be later than to');
    await this.audit.flush();
    return this.trail.find(filter);
  }
}
