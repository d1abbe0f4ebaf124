import { Global, Module } from '@nestjs/common';
import { ApiKeysRepository } from './api-keys.repository';
import { KeyAccess } from './checking/key-access';
import { KeyAudit } from './audit/key-audit';
import { KeyAuditRepository } from './audit/key-audit.repository';
import { KeyCache } from './checking/key-cache';
import { KeyFailures } from './checking/key-failures';
import { KeyRevocations } from './checking/key-revocations';
import { KeysResolver } from './graphql/keys.resolver';
import { KeysService } from './keys.service';
import { KeyGuard } from './checking/require-key.guard';

/** Keys, their scopes and their audit trail; global, so any room's routes can `@RequireKey(scope)`. */
@Global()
@Module({
  providers: [
    ApiKeysRepository,
    KeyAuditRepository,
    KeyAccess,
    KeyAudit,
    KeyCache,
    KeyFailures,
    KeyRevocations,
    KeysService,
    KeysResolver,
    KeyGuard,
  ],
  exports: [KeyAccess, KeyGuard],
})
export class KeysModule {}
