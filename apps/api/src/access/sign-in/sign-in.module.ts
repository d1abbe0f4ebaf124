import { Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HOUR_MS } from '@tastetype/quiz-domain';
import { KeyAccess } from '../keys/checking/key-access';
import { KeysModule } from '../keys/keys.module';
import { IdentityProvider } from './identity-provider';
import { LogoutTokensRepository } from './logout/logout-tokens.repository';
import { SessionClock } from './session-clock';
import { Sessions } from './sessions';
import { SessionsRepository } from './sessions.repository';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';
import { ATTEMPT_MS, SignInFlow } from './sign-in-flow';
import { SignInQuota } from './sign-in-quota';
import { SignInController } from './sign-in.controller';

/** Single sign-on with the company's OpenID Provider; fills keys' session hook, so every guard takes sessions too. */
@Module({
  imports: [KeysModule],
  controllers: [SignInController],
  providers: [
    IdentityProvider,
    LogoutTokensRepository,
    SessionClock,
    Sessions,
    SessionsRepository,
    SignInAttemptsRepository,
    SignInFlow,
    SignInQuota,
  ],
})
export class SignInModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private sweeping?: NodeJS.Timeout;

  constructor(
    private readonly provider: IdentityProvider,
    private readonly sessions: Sessions,
    private readonly attempts: SignInAttemptsRepository,
    private readonly takenTokens: LogoutTokensRepository,
    private readonly clock: SessionClock,
    private readonly access: KeyAccess,
  ) {}

  // After IdentityProvider's own init (providers first): only a discovered provider's sessions are asked for.
  onModuleInit(): void {
    if (!this.provider.enabled) return;
    this.access.useSessions(this.sessions.lookup);
    this.sweeping = setInterval(() => void this.sweep(), HOUR_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeping);
  }

  private async sweep(): Promise<void> {
    try {
      await this.sessions.deleteEnded();
      await this.attempts.deleteBefore(new Date(this.clock.now().getTime() - ATTEMPT_MS));
      await this.takenTokens.deleteForgottenBefore(this.clock.now());
    } catch (error) {
      // Ended sessions are refused as they are read anyway: the sweep only keeps the table small.
      this.logger.warn(`Ended sessions were not swept (${(error as Error).message}): next hour again`);
    }
  }
}
