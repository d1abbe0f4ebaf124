import { Global, Module } from '@nestjs/common';
import { DeprecationClock } from './deprecation-clock';
import { DeprecationPlugin } from './deprecation-plugin';
import { DeprecationUses } from './deprecation-uses';

/** The counting of deprecated uses, and the GraphQL plugin that finds them; global, so keys can count their tokens. */
@Global()
@Module({
  providers: [DeprecationClock, DeprecationUses, DeprecationPlugin],
  exports: [DeprecationUses],
})
export class DeprecationModule {}
