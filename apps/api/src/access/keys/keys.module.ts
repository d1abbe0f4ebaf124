import { Global, Module } from '@nestjs/common';
import { ApiKeysRepository } from './api-keys.repository';
import { KeyAccess } from './key-access';
import { KeyAudit } from './key-audit';
import { KeyAuditRepository } from './key-audit.repository';
import { KeyCache } from './key-cache';
import { KeyFailures } from './key-failures';
import { KeyRevocations } from './key-revocations';
import { KeysResolver } from './keys.resolver';
import { KeysService } from './keys.service';
import { KeyGuard } from './require-key.guard';

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
