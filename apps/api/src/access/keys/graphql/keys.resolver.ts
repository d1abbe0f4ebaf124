import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { CreateApiKeyInput, KeyAuditArgs, RevokeApiKeyArgs, RevokeKeysMadeByArgs } from './dto/key.args';
import { KeyAccess } from '../checking/key-access';
import type { KeyHolder } from '../key-holder';
import { KEY_SCOPES } from '../key-scopes';
import { KeysService } from '../keys.service';
import { ApiKey, CreatedApiKey, KeyHolderModel } from './models/api-key.model';
import { KeyAuditEntry } from './models/key-audit-entry.model';
import { RequireKey } from '../checking/require-key.guard';

const NEEDS_MANAGE = 'Needs a key with keys:manage (FORBIDDEN without it).';

@Resolver()
export class KeysResolver {
  constructor(
    private readonly keys: KeysService,
    private readonly access: KeyAccess,
  ) {}

  @Query(() => KeyHolderModel, { description: 'The key this request carries: its name and scopes. Any valid key.' })
  @RequireKey()
  currentKey(@Context('req') req: FastifyRequest): Promise<KeyHolder> {
    return this.access.holderOf(req);
  }

  @Query(() => [String], { description: 'Every scope a key may hold.' })
  keyScopes(): readonly string[] {
    return KEY_SCOPES;
  }

  @Query(() => [ApiKey], { description: `Every key, newest first, revoked and expired ones too. ${NEEDS_MANAGE}` })
  @RequireKey('keys:manage')
  apiKeys(): Promise<ApiKey[]> {
    return this.keys.list();
  }

  @Query(() => [KeyAuditEntry], {
    description: `Uses of keys, folded per key, operation, outcome and minute, newest first. ${NEEDS_MANAGE}`,
  })
  @RequireKey('keys:manage')
  keyAudit(@Args() args: KeyAuditArgs): Promise<KeyAuditEntry[]> {
    return this.keys.auditTrail({ key: args.key, from: args.from, to: args.to, limit: args.first });
  }

  @Mutation(() => CreatedApiKey, {
    description: `Makes a key, recording who made it; its secret is in this answer only. BAD_USER_INPUT for an unknown scope or a bad expiry; FORBIDDEN for a scope the maker (person or key) lacks. ${NEEDS_MANAGE}`,
  })
  @RequireKey('keys:manage')
  async createApiKey(
    @Args('input') input: CreateApiKeyInput,
    @Context('req') req: FastifyRequest,
  ): Promise<CreatedApiKey> {
    return this.keys.create(input, await this.access.holderOf(req));
  }

  @Mutation(() => ApiKey, {
    description: `Revokes a key by its id or prefix, on every replica within seconds; revoking again changes nothing. NOT_FOUND when no key matches. ${NEEDS_MANAGE}`,
  })
  @RequireKey('keys:manage')
  revokeApiKey(@Args() args: RevokeApiKeyArgs): Promise<ApiKey> {
    return this.keys.revoke(args.key);
  }

  @Mutation(() => [ApiKey], {
    description: `Revokes every live key a person made (by their subject at the identity provider), and every key those keys made; answers those revoked now, none when there were none. ${NEEDS_MANAGE}`,
  })
  @RequireKey('keys:manage')
  revokeKeysMadeBy(@Args() args: RevokeKeysMadeByArgs): Promise<ApiKey[]> {
    return this.keys.revokeMadeBy(args.subject);
  }
}
